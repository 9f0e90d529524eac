'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { DETAILS_TEXTS } from '@/domain/adminTexts'
import type { ReviewAction } from '@/domain/applicationStatus'
import { REVIEW_NOTES_MAX } from '@/domain/limits'
import { reversalFormSchema } from '@/domain/review'

import { control, Field, FormButtons } from '../common/FormField'

type Schema = typeof reversalFormSchema

type Props = {
  /** The decision the form takes: the opposite of the current one. */
  action: ReviewAction
  pending: boolean
  onReverse: (action: ReviewAction, values: z.output<Schema>) => void
  onCancel: () => void
}

/**
 * Changing a decision (an admin's second thought): a reason, required and kept in the record
 * beside the first decision, and an optional note for the applicant's mail. A refused change keeps
 * what was typed.
 */
export function ReversalForm({ action, pending, onReverse, onCancel }: Props) {
  const { register, handleSubmit, formState } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(reversalFormSchema),
    defaultValues: { reason: '', notes: '' },
  })
  const errors = formState.errors
  return (
    <form
      className="club-form club-decision"
      noValidate
      aria-label={DETAILS_TEXTS.reverseTitle[action]}
      onSubmit={handleSubmit((values) => onReverse(action, values))}
    >
      <p className="club-decision__label">{DETAILS_TEXTS.reverseTitle[action]}</p>
      <Field label={DETAILS_TEXTS.reasonLabel} hint={DETAILS_TEXTS.reasonHint} error={errors.reason?.message}>
        {(ids) => (
          <textarea
            className="club-textarea"
            rows={2}
            maxLength={REVIEW_NOTES_MAX}
            aria-required
            {...control(register('reason'), ids, errors.reason?.message)}
          />
        )}
      </Field>
      <Field label={DETAILS_TEXTS.notesLabel} hint={DETAILS_TEXTS.reverseNotesHint} error={errors.notes?.message}>
        {(ids) => (
          <textarea
            className="club-textarea"
            rows={2}
            maxLength={REVIEW_NOTES_MAX}
            {...control(register('notes'), ids, errors.notes?.message)}
          />
        )}
      </Field>
      <FormButtons
        pending={pending}
        label={DETAILS_TEXTS.confirmReverse[action]}
        pendingLabel={DETAILS_TEXTS.deciding}
        onCancel={onCancel}
      />
    </form>
  )
}
