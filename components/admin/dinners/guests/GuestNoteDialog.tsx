'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { fill } from '@/domain/fill'
import { GUEST_NOTE_TEXTS as TEXTS, guestNoteFormSchema } from '@/domain/guestNotes'
import { GUEST_NOTE_MAX } from '@/domain/limits'
import { PENDING_LABELS } from '@/domain/ui'

import { AdminDialog } from '../../common/AdminDialog'
import { control, Field, FormButtons } from '../../common/FormField'

type Schema = typeof guestNoteFormSchema

/** The team's note on one guest: written, changed or emptied (which clears it). */
export function GuestNoteDialog({
  guest,
  pending,
  onSave,
  onClose,
}: {
  /** The guest whose note is open, or null when the dialog is closed. */
  guest: { name: string; note: string } | null
  pending: boolean
  onSave: (note: string) => void
  onClose: () => void
}) {
  return (
    <AdminDialog open={guest !== null} onClose={onClose} size="small" title={fill(TEXTS.title, { name: guest?.name ?? '' })}>
      {guest ? <NoteForm note={guest.note} pending={pending} onSave={onSave} onClose={onClose} /> : null}
    </AdminDialog>
  )
}

/**
 * Mounted with each opening, so it starts from that guest's note: no reset after the fact, which
 * could land while a save is being validated and drop it.
 */
function NoteForm({
  note,
  pending,
  onSave,
  onClose,
}: {
  note: string
  pending: boolean
  onSave: (note: string) => void
  onClose: () => void
}) {
  const { register, handleSubmit, formState } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(guestNoteFormSchema),
    defaultValues: { note },
  })
  const error = formState.errors.note?.message
  return (
    <form className="club-form" noValidate onSubmit={handleSubmit((values) => onSave(values.note))}>
      <Field label={TEXTS.label} hint={TEXTS.hint} error={error}>
        {(ids) => <textarea className="club-textarea" rows={4} maxLength={GUEST_NOTE_MAX} {...control(register('note'), ids, error)} />}
      </Field>
      <FormButtons pending={pending} label={TEXTS.save} pendingLabel={PENDING_LABELS.saving} onCancel={onClose} />
    </form>
  )
}
