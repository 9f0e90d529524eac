'use client'

import { useState } from 'react'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingKey } from '@/client/usePendingAction'
import { LATE_MINUTES, LATE_TEXTS } from '@/domain/evening'
import { fill } from '@/domain/fill'
import { PENDING_LABELS } from '@/domain/ui'

import { MailedLinkOutcome } from '../mailedLink/MailedLinkAnswer'

type Outcome = { ok: boolean; message: string }

/**
 * « Je serai en retard »: 15, 30 or 45 minutes in one tap, or « Je ne pourrai pas venir », which
 * asks once more before it cancels. Opening the page did nothing; these buttons do.
 */
export function LateNoticeForm({ token, question }: { token: string; question: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [confirming, setConfirming] = useState(false)
  const { pending, run } = usePendingKey<number>((error) => setOutcome({ ok: false, message: errorMessage(error) }))
  const answer = (minutes: number) =>
    void run(minutes, async () => {
      const { message } = await apiRequest<{ message: string }>('POST', '/api/reminders/late', { token, minutes })
      setOutcome({ ok: true, message })
    })
  if (outcome) return <MailedLinkOutcome {...outcome} />
  return (
    <Card>
      <Text as="p" mb="3">
        {question}
      </Text>
      <div className="late-notice__choices">
        {LATE_MINUTES.map((minutes) => (
          <Button key={minutes} onClick={() => answer(minutes)} disabled={pending !== null} aria-busy={pending === minutes || undefined}>
            {pending === minutes ? PENDING_LABELS.answering : fill(LATE_TEXTS.minutes, { minutes })}
          </Button>
        ))}
      </div>
      {confirming ? (
        <>
          <Text as="p" mt="4" mb="3">
            {LATE_TEXTS.cannotComeExplained}
          </Text>
          <Button variant="destructive" onClick={() => answer(0)} disabled={pending !== null} aria-busy={pending === 0 || undefined}>
            {pending === 0 ? PENDING_LABELS.answering : LATE_TEXTS.confirmCannotCome}
          </Button>
        </>
      ) : (
        <Text as="p" mt="4">
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={pending !== null}>
            {LATE_TEXTS.cannotCome}
          </Button>
        </Text>
      )}
    </Card>
  )
}
