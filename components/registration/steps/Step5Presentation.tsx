'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { TextareaField } from '@components/ui/fields/TextareaField'
import { SubmitButton } from '@components/ui/SubmitButton'

import { PRESENTATION_MAX, PRESENTATION_MIN } from '@/domain/limits'
import { step5Schema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

import { reportInvalid, STEP_FORM_OPTIONS, type StepProps } from '../stepForm'

export function Step5Presentation({ account, pending, onSubmit }: StepProps<z.output<typeof step5Schema>>) {
  const form = useForm<z.input<typeof step5Schema>, unknown, z.output<typeof step5Schema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: { presentation: account?.bio ?? '' },
    resolver: zodResolver(step5Schema),
  })
  return (
    <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} noValidate>
      <TextareaField
        control={form.control}
        name="presentation"
        label="Présentez-vous en quelques lignes"
        hint={`Ce qui vous anime, ce que vous aimeriez partager à table (${PRESENTATION_MIN} à ${PRESENTATION_MAX} caractères).`}
        rows={6}
        minLength={PRESENTATION_MIN}
        maxLength={PRESENTATION_MAX}
        showCounter
        required
      />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
        Continuer
      </SubmitButton>
    </form>
  )
}
