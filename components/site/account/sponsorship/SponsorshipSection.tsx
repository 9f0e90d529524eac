'use client'

import { LoadStatus } from '@components/site/LoadStatus'
import { Badge } from '@components/ui/Badge'
import { Card } from '@components/ui/Card'
import { KitTheme } from '@components/ui/KitTheme'
import { Heading, Text } from '@components/ui/typography'

import { useLoad } from '@/client/useLoad'
import { frenchLongDate } from '@/domain/applicationStatus'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'
import { INVITATION_DAYS, type SponsorSpace, SPONSORSHIP_PATHS, SPONSORSHIP_TEXTS as T } from '@/domain/sponsorship'

import { SecondSponsorAsk } from './SecondSponsorAsk'
import { SponsorForm } from './SponsorForm'

/** The sponsor's invitations, newest first: to whom, when, and where the application stands. */
function InvitationList({ space }: { space: SponsorSpace }) {
  if (space.invitations.length === 0)
    return (
      <Text as="p" size="2">
        {T.none}
      </Text>
    )
  return (
    <ul className="sponsor-invitations">
      {space.invitations.map((invitation) => (
        <li key={invitation.id}>
          <Text size="2">
            {invitation.email} · {fill(T.sentOn, { date: frenchLongDate(invitation.sentAt) })}{' '}
          </Text>
          <Badge color={invitation.state === 'approved' ? 'green' : 'gray'}>{T.states[invitation.state]}</Badge>
          {invitation.second ? (
            <Text as="p" size="1" color="gray">
              {fill(invitation.second.confirmed ? T.secondConfirmed : T.secondPending, { name: invitation.second.name })}
            </Text>
          ) : invitation.state === 'applied' ? (
            <SecondSponsorAsk invitationId={invitation.id} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** « Parrainer quelqu'un » in the member's space: what is left this quarter, the form, the invitations, a concern for the team. */
export function SponsorshipSection() {
  const { load, reload, retry } = useLoad<SponsorSpace>(SPONSORSHIP_PATHS.invitations, T.loadFailed)
  return (
    <KitTheme>
      <Card mt="6" asChild>
        <section aria-labelledby="sponsorship-title" id="parrainage">
          <Heading as="h2" size="5" id="sponsorship-title">
            {T.spaceHeading}
          </Heading>
          <Text as="p" size="2" color="gray" mt="1" mb="3">
            {fill(T.spaceIntro, { days: INVITATION_DAYS })}
          </Text>
          {load.state === 'ready' ? (
            <>
              <Text as="p" size="2" mb="3">
                {fillCount(T.left, load.data.left, { quarter: load.data.quarter })}
              </Text>
              {load.data.left > 0 ? <SponsorForm kind="invite" onSent={() => void reload()} /> : null}
              {load.data.rewards.map((reward) => (
                <Text as="p" size="2" key={reward} mt="2">
                  {reward}
                </Text>
              ))}
              <Heading as="h3" size="3" mt="4" mb="2">
                {T.listHeading}
              </Heading>
              <InvitationList space={load.data} />
            </>
          ) : (
            <LoadStatus load={load} loadingText={T.loading} height="10rem" onRetry={retry} />
          )}
          <Heading as="h3" size="3" mt="5" mb="1">
            {T.concernHeading}
          </Heading>
          <Text as="p" size="2" color="gray" mb="3">
            {T.concernIntro}
          </Text>
          <SponsorForm kind="concern" />
        </section>
      </Card>
    </KitTheme>
  )
}
