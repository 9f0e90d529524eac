import Link from 'next/link'
import { redirect } from 'next/navigation'

import { AccountActions } from '@components/site/account/AccountActions'
import { AccountSettings } from '@components/site/account/AccountSettings'
import { EmailStatus } from '@components/site/account/EmailStatus'
import { PageHeader } from '@components/site/PageHeader'
import { Badge, Card } from '@components/ui/display'
import { Heading, Text } from '@components/ui/typography'

import { applicationStatusLabel, frenchLongDate, statusPageTexts } from '@/domain/applicationStatus'
import { afterLoginUrl } from '@/domain/wizardRoutes'
import { pageUser } from '@/server/auth/pageSession'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata({ title: 'Ma candidature', description: 'Le statut de votre demande d’adhésion.', path: '/status' }),
  robots: { index: false },
}

export default async function StatusPage() {
  const user = await pageUser()
  if (!user) redirect('/login')
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
  const texts = statusPageTexts(user.applicationStatus)
  return (
    <>
      <PageHeader kicker="Ma candidature" title={`Bonjour ${name}`} />
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: 760 }}>
          <EmailStatus email={user.email} pendingEmail={user.pendingEmail ?? null} verified={Boolean(user.emailVerifiedAt)} />
          {user.registrationCompleted ? (
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
                  <strong>Message de l’équipe :</strong> {user.reviewNotes}
                </Text>
              ) : null}
            </Card>
          ) : (
            <Card>
              <Heading as="h2" size="6">
                Votre inscription n’est pas terminée
              </Heading>
              <Text as="p" mt="2">
                Reprenez-la là où vous l’aviez laissée : vos réponses sont conservées.
              </Text>
              <Text as="p" mt="3">
                <Link href={afterLoginUrl(user)}>Continuer mon inscription</Link>
              </Text>
            </Card>
          )}
          <AccountActions approved={user.applicationStatus === 'approved'} />
          <AccountSettings hasPassword={user.hasPassword !== false} />
        </div>
      </div>
    </>
  )
}
