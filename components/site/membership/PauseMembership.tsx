'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { RadioCardsField } from '@components/ui/fields/RadioCardsField'
import { LoadingText } from '@components/ui/LoadingText'
import { Flex, Text } from '@components/ui/typography'

import { usePendingAction } from '@/client/usePendingAction'
import { frenchLongDate } from '@/domain/applicationStatus'
import { CLOSE_LABEL, PAUSE_CHOICES, PAUSE_SCREEN_TEXTS as TEXTS } from '@/domain/billing/membershipChangeTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import type { PausedDinner, PausePreview } from '@/domain/billing/pauseTexts'
import { fill } from '@/domain/fill'

export type PauseActions = {
  /** What a pause of `months` would do: the date it resumes, the dinners it cancels. */
  preview: (months: number) => Promise<PausePreview>
  confirm: (months: number) => Promise<MembershipView>
  /** The membership changed: read it again. */
  onChanged: () => void
  onError: (error: unknown) => void
}

function DinnerList({ dinners }: { dinners: PausedDinner[] }) {
  return (
    <ul>
      {dinners.map((dinner) => (
        <li key={dinner.dinnerId}>
          <Text>
            {dinner.title}, {frenchLongDate(dinner.startsAt)}
          </Text>
        </li>
      ))}
    </ul>
  )
}

/** The date it resumes and the dinners it cancels (or keeps, inside the last 48 hours), said before confirming. */
function Consequences({ preview }: { preview: PausePreview }) {
  return (
    <Flex direction="column" gap="2" mt="3" aria-live="polite">
      <Text as="p" weight="medium">
        {fill(TEXTS.resumes, { date: frenchLongDate(preview.resumesAt) })}
      </Text>
      {preview.cancelled.length > 0 ? (
        <>
          <Text as="p">{TEXTS.cancelled}</Text>
          <DinnerList dinners={preview.cancelled} />
        </>
      ) : (
        <Text as="p">{TEXTS.noDinners}</Text>
      )}
      {preview.kept.length > 0 ? (
        <>
          <Text as="p">{TEXTS.kept}</Text>
          <DinnerList dinners={preview.kept} />
        </>
      ) : null}
    </Flex>
  )
}

/** The dialog's body: the months, what the pause does, the confirmation; then the pause confirmed. */
function PauseDialogBody({ actions, onDone }: { actions: PauseActions; onDone: (until: string) => void }) {
  const form = useForm<{ months: string }>({ defaultValues: { months: String(PAUSE_CHOICES[0]) } })
  const months = Number(useWatch({ control: form.control, name: 'months' }))
  const [preview, setPreview] = useState<PausePreview | null>(null)
  const confirming = usePendingAction(actions.onError)
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  useEffect(() => {
    let live = true
    latest.current.preview(months).then(
      (answer) => live && setPreview(answer),
      (error: unknown) => live && latest.current.onError(error),
    )
    return () => {
      live = false
    }
  }, [months])
  const confirm = () =>
    confirming.run(async () => {
      const paused = await actions.confirm(months)
      onDone(paused.pausedUntil ?? preview?.resumesAt ?? '')
      actions.onChanged()
    })
  return (
    <>
      <Text as="p" mb="3">
        {TEXTS.intro}
      </Text>
      <RadioCardsField
        control={form.control}
        name="months"
        label={TEXTS.legend}
        options={PAUSE_CHOICES.map((choice) => ({ value: String(choice), label: TEXTS.months[choice] }))}
        columns="3"
        selectedLabel={TEXTS.selected}
        disabled={confirming.pending}
      />
      {preview?.months === months ? <Consequences preview={preview} /> : <LoadingText>{TEXTS.loading}</LoadingText>}
      <Flex gap="3" justify="end" wrap="wrap" mt="4">
        <Dialog.Close>
          <Button variant="outline">{TEXTS.keep}</Button>
        </Dialog.Close>
        <Button
          disabled={confirming.pending || preview?.months !== months}
          aria-busy={confirming.pending || undefined}
          onClick={() => void confirm()}
        >
          {confirming.pending ? TEXTS.confirming : TEXTS.confirm}
        </Button>
      </Flex>
    </>
  )
}

const REFUSAL_ID = 'pause-refusal'

/** Paused: until when, that it resumes by itself, and the mail before; focused once the dialog that paused it closes. */
function PausedState({ until, focusRef }: { until: string; focusRef: RefObject<HTMLParagraphElement | null> }) {
  return (
    <>
      <Text as="p" weight="medium" ref={focusRef} tabIndex={-1}>
        {fill(TEXTS.pausedUntil, { date: frenchLongDate(until) })}
      </Text>
      <Text as="p" size="2">
        {TEXTS.resumesByItself}
      </Text>
    </>
  )
}

/**
 * « Mettre en pause » in « Mon adhésion », for an active monthly membership: one click opens the
 * dialog (1, 2 or 3 months, the date it resumes, the booked dinners it cancels), a second
 * confirms. When the server would refuse (an annual plan, a pause in the last months, a
 * membership not active), the button stays visible, disabled, with the reason beside it.
 */
export function PauseMembership({
  membership,
  refusal,
  actions,
}: {
  membership: MembershipView
  refusal: string | null
  actions: PauseActions
}) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const pausedState = useRef<HTMLParagraphElement>(null)
  // Paused, or cancelled during a pause not over yet: the pause is still what the member lives.
  const pausedUntil =
    membership.pausedUntil && (membership.status === 'paused' || new Date(membership.pausedUntil) > new Date())
      ? membership.pausedUntil
      : null
  const pausable = membership.status === 'active' && membership.interval === 'month'
  // Closed after a pause: the focus goes to « En pause jusqu'au … », which the page may show only
  // once the membership read again has arrived (the button the dialog would return to is gone then).
  const focusPaused = useRef(false)
  useEffect(() => {
    if (!pausedUntil || open || !focusPaused.current) return
    focusPaused.current = false
    pausedState.current?.focus()
  }, [pausedUntil, open])
  // Kept while the dialog is open: once paused, it says so before the page shows the pause.
  if (!pausedUntil && !refusal && !pausable && !open) return null
  const show = (next: boolean) => {
    setOpen(next)
    if (next) setDone(null)
    else if (done) focusPaused.current = true
  }
  return (
    <Flex direction="column" align="start" gap="1" mt="4">
      {pausedUntil ? (
        <PausedState until={pausedUntil} focusRef={pausedState} />
      ) : (
        <>
          <Button
            ref={opener}
            variant="outline"
            disabled={refusal !== null}
            aria-describedby={refusal ? REFUSAL_ID : undefined}
            onClick={() => show(true)}
          >
            {TEXTS.open}
          </Button>
          {refusal ? (
            <Text as="p" size="2" color="gray" id={REFUSAL_ID}>
              {fill(TEXTS.unavailable, { reason: refusal })}
            </Text>
          ) : null}
        </>
      )}
      <Dialog.Root open={open} onOpenChange={show}>
        <Dialog.Content title={done ? TEXTS.doneTitle : TEXTS.title} returnFocusTo={pausedUntil ? pausedState : opener}>
          {done ? (
            <>
              <Text as="p" role="status" mb="2">
                {fill(TEXTS.done, { date: frenchLongDate(done) })}
              </Text>
              <Text as="p" size="2" mb="4">
                {TEXTS.resumesByItself}
              </Text>
              <Flex justify="end">
                <Dialog.Close>
                  <Button variant="outline">{CLOSE_LABEL}</Button>
                </Dialog.Close>
              </Flex>
            </>
          ) : open ? (
            <PauseDialogBody actions={actions} onDone={setDone} />
          ) : null}
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  )
}
