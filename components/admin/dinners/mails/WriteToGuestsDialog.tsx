'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { GUEST_MESSAGE_LIMITS, type GuestMessage, guestMessageFormSchema, MAIL_LOG_TEXTS } from '@/domain/dinnerMailLog'
import { fill } from '@/domain/fill'

import { AdminDialog } from '../../common/AdminDialog'
import { control, Field, FormButtons } from '../../common/FormField'

type Input = z.input<typeof guestMessageFormSchema>
const EMPTY: Input = { subject: '', body: '', table: '' }

/** « Écrire aux convives »: to every guest or one confirmed table, an object and a message, checked as the API checks them. */
export function WriteToGuestsDialog({
  open,
  tables,
  pending,
  onSend,
  onClose,
}: {
  open: boolean
  tables: number[]
  pending: boolean
  onSend: (message: GuestMessage) => void
  onClose: () => void
}) {
  const { register, handleSubmit, reset, formState } = useForm<Input, unknown, GuestMessage>({
    resolver: zodResolver(guestMessageFormSchema),
    defaultValues: EMPTY,
  })
  const errors = formState.errors
  useEffect(() => {
    if (open) reset(EMPTY)
  }, [open, reset])
  return (
    <AdminDialog open={open} onClose={onClose} title={MAIL_LOG_TEXTS.writeTitle}>
      <p className="club-hint">{MAIL_LOG_TEXTS.writeIntro}</p>
      <form className="club-form" noValidate onSubmit={handleSubmit(onSend)}>
        <Field label={MAIL_LOG_TEXTS.to}>
          {(ids) => (
            <select className="club-input" {...control(register('table'), ids)}>
              <option value="">{MAIL_LOG_TEXTS.toAll}</option>
              {tables.map((table) => (
                <option key={table} value={String(table)}>
                  {fill(MAIL_LOG_TEXTS.toTable, { number: table })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={`${MAIL_LOG_TEXTS.subject} *`} error={errors.subject?.message}>
          {(ids) => (
            <input
              className="club-input"
              maxLength={GUEST_MESSAGE_LIMITS.subjectMax}
              {...control(register('subject'), ids, errors.subject?.message)}
              aria-required
            />
          )}
        </Field>
        <Field label={`${MAIL_LOG_TEXTS.body} *`} error={errors.body?.message}>
          {(ids) => (
            <textarea
              className="club-textarea"
              rows={8}
              maxLength={GUEST_MESSAGE_LIMITS.bodyMax}
              {...control(register('body'), ids, errors.body?.message)}
              aria-required
            />
          )}
        </Field>
        <FormButtons pending={pending} label={MAIL_LOG_TEXTS.send} pendingLabel={MAIL_LOG_TEXTS.sending} onCancel={onClose} />
      </form>
    </AdminDialog>
  )
}
