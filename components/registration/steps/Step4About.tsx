'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { CheckboxGroupField } from '@components/ui/fields/CheckboxGroupField'
import { SelectField } from '@components/ui/fields/SelectField'
import { TextField } from '@components/ui/fields/TextField'
import { SubmitButton } from '@components/ui/SubmitButton'

import { LANGUAGES, SECTORS } from '@/domain/profile'
import { step4Schema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

import { reportInvalid, STEP_FORM_OPTIONS, type StepProps } from '../stepForm'

type Values = z.input<typeof step4Schema>

export function Step4About({ account, pending, onSubmit }: StepProps<z.output<typeof step4Schema>>) {
  const form = useForm<Values, unknown, z.output<typeof step4Schema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: {
      sector: (account?.sector ?? '') as Values['sector'],
      company: account?.company ?? '',
      currentJob: account?.currentJob ?? '',
      linkedin: account?.linkedin ?? '',
      languages: (account?.languages ?? []) as Values['languages'],
    },
    resolver: zodResolver(step4Schema),
  })
  return (
    <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} noValidate>
      <SelectField
        control={form.control}
        name="sector"
        label="Secteur d’activité"
        placeholder="Sélectionnez un secteur"
        options={SECTORS}
      />
      <TextField control={form.control} name="company" label="Entreprise / organisation" autoComplete="organization" required />
      <TextField control={form.control} name="currentJob" label="Poste actuel" autoComplete="organization-title" required />
      <TextField
        control={form.control}
        name="linkedin"
        label="Profil LinkedIn (facultatif)"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/…"
      />
      <CheckboxGroupField
        control={form.control}
        name="languages"
        label="Langues parlées"
        options={LANGUAGES}
        columns="3"
        phoneColumns="2"
        required
      />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
        Continuer
      </SubmitButton>
    </form>
  )
}
