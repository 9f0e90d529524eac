'use client'

import { useState } from 'react'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { REMINDER_TEXTS } from '@/domain/reminders'
import { PENDING_LABELS } from '@/domain/ui'

type Outcome = { ok: boolean; message: string }

/**
 * The page a mailed link opens (a reminder's « Je viens », « Je me désiste », a waitlist offer):
 * the question, and the button that answers it. A mail scanner that follows the link answers
 * nothing. No session is needed: the link is the proof.
 */
export function MailedLinkAnswer({
  endpoint,
  token,
  question,
  label,
  destructive = false,
}: {
  endpoint: string
  token: string
  question: string
  label: string
  destructive?: boolean
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { pending, run } = usePendingAction((error) => setOutcome({ ok: false, message: errorMessage(error) }))
  const answer = () =>
    void run(async () => {
      const { message } = await apiRequest<{ message: string }>('POST', endpoint, { token })
      setOutcome({ ok: true, message })
    })

  if (outcome) return <MailedLinkOutcome ok={outcome.ok} message={outcome.message} />
  return (
    <Card>
      <Text as="p" mb="3">
        {question}
      </Text>
      <Button onClick={answer} disabled={pending} aria-busy={pending || undefined} variant={destructive ? 'destructive' : 'default'}>
        {pending ? PENDING_LABELS.answering : label}
      </Button>
    </Card>
  )
}

/** What became of the answer, or why the link cannot serve, with the way to the member's space. */
export function MailedLinkOutcome({ ok, message }: Outcome) {
  return (
    <Card>
      <Text as="p" role={ok ? 'status' : 'alert'}>
        {message}
      </Text>
      <Text as="p" mt="3">
        <Link href="/status">{REMINDER_TEXTS.mySpace}</Link>
      </Text>
    </Card>
  )
}
