'use client'

import { useState } from 'react'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { Flex, Text } from '@components/ui/typography'

import { usePendingKey } from '@/client/usePendingAction'
import { frenchLongDate } from '@/domain/applicationStatus'
import { CANCELLATION_TEXTS } from '@/domain/billing/cancellationTexts'
import { type RetentionAccepted, type RetentionOffer as Offer, RETENTION_TEXTS as TEXTS } from '@/domain/billing/retentionTexts'
import { fill } from '@/domain/fill'

type Answer = 'accept' | 'decline'

/** Where the member is with the offer of the dialog now open: answered (then the cancellation goes on), or accepted. */
export type RetentionAnswer = { answered: boolean; accepted: RetentionAccepted | null; onAnswer: (answer: Answer) => Promise<void> }

/** The offer's answer for one opening of the dialog: sent, then kept until the dialog opens again. */
export function useRetentionAnswer(actions: {
  answerRetention: (answer: Answer) => Promise<RetentionAccepted | null>
  onChanged: () => void
}): { state: RetentionAnswer; reset: () => void } {
  const [answered, setAnswered] = useState(false)
  const [accepted, setAccepted] = useState<RetentionAccepted | null>(null)
  const onAnswer = async (answer: Answer) => {
    // « Non merci » never stands between the member and the cancellation: whatever the server
    // answers to it (the offer already answered in another tab, a busy moment), the dialog goes on.
    const kept = answer === 'decline' ? await actions.answerRetention(answer).catch(() => null) : await actions.answerRetention(answer)
    setAnswered(true)
    if (!kept) return
    setAccepted(kept)
    actions.onChanged()
  }
  const reset = () => {
    setAnswered(false)
    setAccepted(null)
  }
  return { state: { answered, accepted, onAnswer }, reset }
}

/** What the offer says, by kind. */
function offerLine(offer: Offer): string {
  return offer.kind === 'pause' ? fill(TEXTS.pause, { months: offer.months }) : fill(TEXTS.discount, { percent: offer.percent })
}

/**
 * The one offer made before a cancellation's confirmation, once a year: accepting applies it and
 * keeps the membership; « Non merci » (one click, which the law's three do not count) goes on to
 * the cancellation's consequences.
 */
export function RetentionOffer({
  offer,
  onAnswer,
  onError,
}: {
  offer: Offer
  onAnswer: (answer: Answer) => Promise<void>
  onError: (error: unknown) => void
}) {
  const { pending, run } = usePendingKey<Answer>(onError)
  const answer = (key: Answer) => run(key, () => onAnswer(key))
  return (
    <>
      <Flex direction="column" gap="2" mb="4">
        <Text as="p" weight="medium">
          {offerLine(offer)}
        </Text>
        <Text as="p" color="gray" size="2">
          {TEXTS.onlyOnce}
        </Text>
      </Flex>
      <Flex gap="3" justify="end" wrap="wrap">
        <Button
          variant="outline"
          disabled={pending !== null}
          aria-busy={pending === 'decline' || undefined}
          onClick={() => answer('decline')}
        >
          {pending === 'decline' ? TEXTS.declining : TEXTS.decline}
        </Button>
        <Button disabled={pending !== null} aria-busy={pending === 'accept' || undefined} onClick={() => answer('accept')}>
          {pending === 'accept' ? TEXTS.accepting : offer.kind === 'pause' ? TEXTS.acceptPause : TEXTS.acceptDiscount}
        </Button>
      </Flex>
    </>
  )
}

/** The offer accepted: what the member now has, and the way back to « Mon adhésion ». */
export function RetentionAcceptedNote({ accepted }: { accepted: RetentionAccepted }) {
  const { offer, pausedUntil } = accepted
  const said =
    offer.kind === 'pause'
      ? fill(TEXTS.acceptedPause, { date: pausedUntil ? frenchLongDate(pausedUntil) : '' })
      : fill(TEXTS.acceptedDiscount, { percent: offer.percent })
  return (
    <>
      <Text as="p" role="status" mb="4">
        {said}
      </Text>
      <Flex justify="end">
        <Dialog.Close>
          <Button variant="outline">{CANCELLATION_TEXTS.close}</Button>
        </Dialog.Close>
      </Flex>
    </>
  )
}
