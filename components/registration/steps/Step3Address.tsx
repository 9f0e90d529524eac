'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { TextField } from '@components/ui/fields/TextField'
import { SubmitButton } from '@components/ui/SubmitButton'

import { step3Schema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

import { reportInvalid, STEP_FORM_OPTIONS, type StepProps } from '../stepForm'

export function Step3Address({ account, pending, onSubmit }: StepProps<z.output<typeof step3Schema>>) {
  const form = useForm<z.input<typeof step3Schema>, unknown, z.output<typeof step3Schema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: {
      address: account?.address ?? '',
      postalCode: account?.postalCode ?? '',
      city: account?.city ?? '',
      country: account?.country || 'France',
    },
    resolver: zodResolver(step3Schema),
  })
  return (
    <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} noValidate>
      <TextField control={form.control} name="address" label="Adresse" autoComplete="address-line1" required />
      <TextField control={form.control} name="postalCode" label="Code postal" autoComplete="postal-code" required />
      <TextField control={form.control} name="city" label="Ville" autoComplete="address-level2" required />
      <TextField control={form.control} name="country" label="Pays" autoComplete="country-name" />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
        Continuer
      </SubmitButton>
    </form>
  )
}
