'use client'

import { useEffect, useRef, useState } from 'react'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { LoadingText } from '@components/ui/LoadingText'
import { Flex, Text } from '@components/ui/typography'

import { usePendingAction } from '@/client/usePendingAction'
import { frenchLongDate } from '@/domain/applicationStatus'
import { CANCEL_ANCHOR, CANCELLATION_TEXTS as TEXTS, type CancellationPreview, mayCancel } from '@/domain/billing/cancellationTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import type { RetentionAccepted } from '@/domain/billing/retentionTexts'
import { fill } from '@/domain/fill'

import { RetentionAcceptedNote, RetentionOffer, type RetentionAnswer, useRetentionAnswer } from './RetentionOffer'

export type CancellationActions = {
  /** What confirming would do: the date it takes effect, the dinners after it. */
  preview: () => Promise<CancellationPreview>
  confirm: () => Promise<CancellationPreview>
  undo: () => Promise<void>
  /** The answer to the offer made before the confirmation; accepted, what the member now has. */
  answerRetention: (answer: 'accept' | 'decline') => Promise<RetentionAccepted | null>
  /** The membership changed: read it again. */
  onChanged: () => void
  onError: (error: unknown) => void
}

/** The date, the commitment, the dinners lost: all said before the member confirms. */
function Consequences({ preview }: { preview: CancellationPreview }) {
  const date = frenchLongDate(preview.effectiveDate)
  return (
    <Flex direction="column" gap="2" mb="4">
      <Text as="p" weight="medium">
        {fill(TEXTS.takesEffect, { date })}
      </Text>
      {preview.minimumApplies ? <Text as="p">{fill(TEXTS.minimum, { months: preview.minimumMonths })}</Text> : null}
      <Text as="p">{TEXTS.noCharge}</Text>
      {preview.dinnersAfter.length > 0 ? (
        <>
          <Text as="p">{fill(TEXTS.dinnersAfter, { date })}</Text>
          <ul>
            {preview.dinnersAfter.map((dinner) => (
              <li key={`${dinner.startsAt}-${dinner.title}`}>
                <Text>
                  {dinner.title}, {frenchLongDate(dinner.startsAt)}
                </Text>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Text as="p">{TEXTS.noDinnersAfter}</Text>
      )}
      <Text as="p" color="gray" size="2">
        {fill(TEXTS.undoUntil, { date })}
      </Text>
    </Flex>
  )
}

/** The dialog's body: the offer if any, what confirming does and the confirmation, then the confirmed cancellation (or the offer accepted). */
function CancelDialogBody({
  preview,
  done,
  pending,
  onConfirm,
  retention,
}: {
  preview: CancellationPreview | null
  done: CancellationPreview | null
  pending: boolean
  onConfirm: () => void
  retention: RetentionAnswer & { onError: (error: unknown) => void }
}) {
  if (retention.accepted) return <RetentionAcceptedNote accepted={retention.accepted} />
  if (done) {
    return (
      <>
        <Text as="p" role="status" mb="4">
          {fill(TEXTS.confirmed, { date: frenchLongDate(done.effectiveDate) })}
        </Text>
        <Flex justify="end">
          <Dialog.Close>
            <Button variant="outline">{TEXTS.close}</Button>
          </Dialog.Close>
        </Flex>
      </>
    )
  }
  if (!preview) return <LoadingText>{TEXTS.loading}</LoadingText>
  if (preview.retentionOffer && !retention.answered) {
    return <RetentionOffer offer={preview.retentionOffer} onAnswer={retention.onAnswer} onError={retention.onError} />
  }
  return (
    <>
      <Consequences preview={preview} />
      <Flex gap="3" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button variant="outline">{TEXTS.keep}</Button>
        </Dialog.Close>
        <Button variant="destructive" disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
          {pending ? TEXTS.confirming : TEXTS.confirm}
        </Button>
      </Flex>
    </>
  )
}

/** The cancellation's preview, asked of the server while `asking`; a refusal closes the dialog with its message. */
function usePreviewWhenOpen(asking: boolean, actions: CancellationActions, close: () => void) {
  const [preview, setPreview] = useState<CancellationPreview | null>(null)
  const latest = useRef({ actions, close })
  useEffect(() => {
    latest.current = { actions, close }
  })
  useEffect(() => {
    if (!asking || preview) return
    let live = true
    latest.current.actions.preview().then(
      (answer) => live && setPreview(answer),
      (error: unknown) => {
        if (!live) return
        latest.current.close()
        latest.current.actions.onError(error)
      },
    )
    return () => {
      live = false
    }
  }, [asking, preview])
  return [preview, setPreview] as const
}

/**
 * « Résilier mon adhésion » in « Mon adhésion »: one click opens the dialog that says when the
 * membership ends and what becomes of the dinners after it, a second confirms. When the team set
 * an offer and the member has not had one this year, it comes first: « Non merci » goes on. Reached from a
 * mail's footer (`#resilier`), the dialog opens by itself. Once cancelled, the member may undo it
 * until the date.
 */
export function CancelMembership({ membership, actions }: { membership: MembershipView; actions: CancellationActions }) {
  const cancellable = mayCancel(membership)
  // The mail's link opens the flow on arrival; the page is drawn in the browser once the membership is read.
  const [open, setOpen] = useState(() => cancellable && window.location.hash === `#${CANCEL_ANCHOR}`)
  const [done, setDone] = useState<CancellationPreview | null>(null)
  const [preview, setPreview] = usePreviewWhenOpen(open && !done, actions, () => setOpen(false))
  const [undone, setUndone] = useState(false)
  const retention = useRetentionAnswer(actions)
  const confirming = usePendingAction(actions.onError)
  const undoing = usePendingAction(actions.onError)
  const opener = useRef<HTMLButtonElement>(null)

  const show = (next: boolean) => {
    setOpen(next)
    setPreview(null)
    if (next) {
      setDone(null)
      retention.reset()
    }
  }
  const confirm = () =>
    confirming.run(async () => {
      setDone(await actions.confirm())
      setUndone(false)
      actions.onChanged()
    })
  const undo = () =>
    undoing.run(async () => {
      await actions.undo()
      setUndone(true)
      actions.onChanged()
    })

  // Cancelled already (running to its date, or with a renewal still unpaid): it may be undone.
  const cancelled = Boolean(membership.cancelAt)
  if (!cancellable && !cancelled) return null
  return (
    <Flex id={CANCEL_ANCHOR} direction="column" align="start" gap="2" mt="4">
      {undone ? (
        <Text as="p" role="status">
          {TEXTS.undone}
        </Text>
      ) : null}
      {cancelled ? (
        <Button ref={opener} variant="outline" disabled={undoing.pending} aria-busy={undoing.pending || undefined} onClick={undo}>
          {undoing.pending ? TEXTS.undoing : TEXTS.undo}
        </Button>
      ) : (
        <Button ref={opener} variant="outline" color="red" onClick={() => show(true)}>
          {TEXTS.open}
        </Button>
      )}
      <Dialog.Root open={open} onOpenChange={show}>
        <Dialog.Content title={done ? TEXTS.confirmedTitle : TEXTS.title} returnFocusTo={opener}>
          <CancelDialogBody
            preview={preview}
            done={done}
            pending={confirming.pending}
            onConfirm={confirm}
            retention={{ ...retention.state, onError: actions.onError }}
          />
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  )
}
