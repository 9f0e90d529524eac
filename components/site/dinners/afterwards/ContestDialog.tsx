'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { DialogFormActions } from '@components/ui/DialogFormActions'
import { TextareaField } from '@components/ui/fields/TextareaField'
import { toast } from '@components/ui/Toast'

import { apiRequest, errorMessage } from '@/client/api'
import {
  CONTEST_MESSAGE_MAX,
  contestMessageSchema,
  MEMBER_ATTENDANCE_TEXTS as TEXTS,
  type MemberAttendance,
  type MemberMark,
} from '@/domain/attendanceContests'
import { formatDinnerDate } from '@/domain/dinners'
import { PENDING_LABELS } from '@/domain/ui'

type ContestForm = typeof contestMessageSchema

/**
 * « Contester »: the member's message to the team about one mark. The dialog closes once the team
 * has it; a refusal (the window closed meanwhile) keeps the message in place.
 */
export function ContestDialog({ mark, onContested }: { mark: MemberMark; onContested: (data: MemberAttendance) => void }) {
  const [open, setOpen] = useState(false)
  const form = useForm<z.input<ContestForm>, unknown, z.output<ContestForm>>({
    defaultValues: { message: '' },
    resolver: zodResolver(contestMessageSchema),
  })
  const submit = form.handleSubmit(async ({ message }) => {
    try {
      const data = await apiRequest<MemberAttendance>('POST', '/api/me/attendance/contest', { bookingId: mark.bookingId, message })
      setOpen(false)
      form.reset()
      toast({ title: TEXTS.sentTitle, description: TEXTS.sent })
      onContested(data)
    } catch (error) {
      toast({ title: TEXTS.errorTitle, description: errorMessage(error), variant: 'destructive' })
    }
  })
  const submitting = form.formState.isSubmitting
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="outline">{TEXTS.contest}</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={TEXTS.contestTitle}
        description={`« ${mark.dinnerTitle} », ${formatDinnerDate(mark.startsAt)}. ${TEXTS.contestHelp}`}
      >
        <form onSubmit={submit} noValidate>
          <TextareaField
            control={form.control}
            name="message"
            label={TEXTS.messageLabel}
            maxLength={CONTEST_MESSAGE_MAX}
            rows={5}
            required
          />
          <DialogFormActions
            cancelLabel={TEXTS.cancel}
            submitLabel={TEXTS.send}
            pendingLabel={PENDING_LABELS.sending}
            pending={submitting}
          />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
