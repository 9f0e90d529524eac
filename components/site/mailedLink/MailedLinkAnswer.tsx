'use client'

import { useState } from 'react'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { ACCOUNT_LINK } from '@/domain/pages'
import { REMINDER_TEXTS } from '@/domain/reminders'
import { PENDING_LABELS } from '@/domain/ui'

type Outcome = { ok: boolean; message: string }

/** How the page words what became of the answer, where it differs from the reminders' plain line. */
export type OutcomeWording = {
  /** A heading over the outcome: done, or refused. */
  titles?: { ok: string; failed: string }
  /** The way back to the member's space. */
  mySpace?: string
  /** Where in the space that way leads (the space itself by default). */
  spaceHref?: string
}

/** The button a mailed link's page offers: the route it posts the link's token to, and its words. */
export type MailedLinkAction = OutcomeWording & {
  endpoint: string
  token: string
  /** What the button will do, said before it is pressed. */
  question: string
  label: string
  pendingLabel?: string
  destructive?: boolean
}

/**
 * The question a mailed link asks (a reminder's « Je viens », « Je me désiste », a waitlist offer,
 * a newsletter's unsubscription, an address to confirm), and the button that answers it. A mail
 * scanner that follows the link answers nothing. No session is needed: the link is the proof.
 */
export function MailedLinkAnswer({
  endpoint,
  token,
  question,
  label,
  pendingLabel = PENDING_LABELS.answering,
  destructive = false,
  ...wording
}: MailedLinkAction) {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { pending, run } = usePendingAction((error) => setOutcome({ ok: false, message: errorMessage(error) }))
  const answer = () =>
    void run(async () => {
      const { message } = await apiRequest<{ message: string }>('POST', endpoint, { token })
      setOutcome({ ok: true, message })
    })

  if (outcome) return <MailedLinkOutcome {...outcome} {...wording} />
  return (
    <Card>
      <Text as="p" mb="3">
        {question}
      </Text>
      <Button onClick={answer} disabled={pending} aria-busy={pending || undefined} variant={destructive ? 'destructive' : 'default'}>
        {pending ? pendingLabel : label}
      </Button>
    </Card>
  )
}

/** What became of the answer, or why the link cannot serve, with the way to the member's space. */
export function MailedLinkOutcome({
  ok,
  message,
  titles,
  mySpace = REMINDER_TEXTS.mySpace,
  spaceHref = ACCOUNT_LINK.mySpace.path,
}: Outcome & OutcomeWording) {
  return (
    <Card>
      {titles ? (
        <Heading as="h2" size="5">
          {ok ? titles.ok : titles.failed}
        </Heading>
      ) : null}
      <Text as="p" mt={titles ? '2' : undefined} role={ok ? 'status' : 'alert'}>
        {message}
      </Text>
      <Text as="p" mt="3">
        <Link href={spaceHref}>{mySpace}</Link>
      </Text>
    </Card>
  )
}
