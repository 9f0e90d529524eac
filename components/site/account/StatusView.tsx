'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PageTitle } from '@components/site/PageTitle'
import { Badge } from '@components/ui/Badge'
import { Card } from '@components/ui/Card'
import { KitTheme } from '@components/ui/KitTheme'
import { Link } from '@components/ui/Link'
import { Skeleton } from '@components/ui/Skeleton'
import { Heading, Text } from '@components/ui/typography'

import { useSessionUser } from '@/client/session'
import type { UserRecord } from '@/domain/api/users'
import { applicationStatusLabel, frenchLongDate, statusPageTexts } from '@/domain/applicationStatus'
import { BOOKING_TEXTS } from '@/domain/dinners'
import { isMember } from '@/domain/membership'
import { WIZARD_TEXTS } from '@/domain/messages/wizardTexts'
import { loginReturningTo } from '@/domain/returnPath'
import { afterLoginUrl } from '@/domain/wizardRoutes'

import { AccountActions, AccountData } from './AccountActions'
import { AccountSettings } from './AccountSettings'
import { DinnerAlertSettings } from './DinnerAlertSettings'
import { EmailStatus } from './EmailStatus'
import { NewsletterSettings } from './NewsletterSettings'
import { ProfileSettings } from './ProfileSettings'
import { SpaceContents } from './SpaceContents'
import { SponsorshipSection } from './sponsorship/SponsorshipSection'
import { TablemateNamingSettings } from './TablemateNamingSettings'
import { MemberDinners } from '../dinners/MemberDinners'
import { MembershipSection } from '../membership/MembershipSection'

/**
 * /status (SPEC §2): the application of the signed-in account, read by the browser so that the
 * page itself is the same for everyone and served like the public pages; /login without a session.
 */
export function StatusView() {
  const router = useRouter()
  const session = useSessionUser()
  const user = session.state === 'ready' ? session.user : null
  useEffect(() => {
    // The space's address comes back after the sign-in: a mailed link's booking stays ready.
    const back = `${window.location.pathname}${window.location.search}`
    if (session.state === 'ready' && !session.user) router.replace(back === '/status' ? '/login' : loginReturningTo(back))
  }, [session, router])

  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : ''
  return (
    <>
      <PageTitle
        kicker={user && isMember(user) ? BOOKING_TEXTS.spaceKicker : 'Ma candidature'}
        title={name ? `Bonjour ${name}` : 'Bonjour'}
      />
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: 760 }}>
          {user ? <Application user={user} /> : null}
          {session.state === 'failed' ? (
            <Text as="p" role="alert">
              {session.message}
            </Text>
          ) : null}
          {session.state === 'loading' || (session.state === 'ready' && !user) ? (
            <div aria-busy="true">
              <span className="visually-hidden" role="status">
                {WIZARD_TEXTS.accountLoading}
              </span>
              <Skeleton height="12rem" />
            </div>
          ) : null}
        </div>
      </div>
    </>
  )
}

/** The application's state: its badge, title and description, when it was sent, and the team's note. */
function ApplicationCard({ user }: { user: UserRecord }) {
  const texts = statusPageTexts(user.applicationStatus)
  if (!user.registrationCompleted) {
    return (
      <Card>
        <Heading as="h2" size="6">
          Votre inscription n’est pas terminée
        </Heading>
        <Text as="p" mt="2">
          Reprenez-la là où vous l’aviez laissée : vos réponses sont conservées.
        </Text>
        <Text as="p" mt="3">
          <Link href={afterLoginUrl(user)}>Continuer mon inscription</Link>
        </Text>
      </Card>
    )
  }
  return (
    <Card>
      <Badge color={texts.badgeColor} size="2">
        {applicationStatusLabel(user.applicationStatus)}
      </Badge>
      <Heading as="h2" size="6" mt="3">
        {texts.title}
      </Heading>
      <Text as="p" mt="2">
        {texts.description}
      </Text>
      <Text as="p" size="2" color="gray" mt="3">
        Demande envoyée le {frenchLongDate(user.rulesAcceptedAt ?? user.createdAt)}
      </Text>
      {user.reviewNotes ? (
        <Text as="p" mt="3">
          <strong>Message de l’équipe :</strong> {user.reviewNotes}
        </Text>
      ) : null}
    </Card>
  )
}

/** Profile, preferences and the account's own actions: last, after the dinners. */
function AccountRest({ user }: { user: UserRecord }) {
  return (
    <>
      {isMember(user) ? (
        <>
          <ProfileSettings user={user} />
          <DinnerAlertSettings />
          <SponsorshipSection />
          <TablemateNamingSettings named={user.namedToTablemates} />
        </>
      ) : null}
      <NewsletterSettings subscribed={user.newsletter} />
      <AccountActions approved={user.applicationStatus === 'approved'} />
      <AccountSettings hasPassword={user.hasPassword} />
      <AccountData />
    </>
  )
}

/**
 * A member's space opens on their dinners, the next one first; the welcome (« Bienvenue dans le
 * cercle ! ») only until their first dinner. An applicant's shows their application first.
 */
function Application({ user }: { user: UserRecord }) {
  if (!isMember(user)) {
    return (
      <>
        <EmailStatus email={user.email} pendingEmail={user.pendingEmail} verified={user.emailVerified} />
        <ApplicationCard user={user} />
        <AccountRest user={user} />
      </>
    )
  }
  return (
    <>
      <KitTheme>
        <SpaceContents />
      </KitTheme>
      <EmailStatus email={user.email} pendingEmail={user.pendingEmail} verified={user.emailVerified} />
      <KitTheme>
        <MembershipSection />
      </KitTheme>
      <MemberDinners plan={user.pricingPlan} welcome={<ApplicationCard user={user} />}>
        <AccountRest user={user} />
      </MemberDinners>
    </>
  )
}
