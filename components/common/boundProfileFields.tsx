'use client'

import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import type { z } from 'zod'

import { CheckboxGroupField } from '@components/ui/fields/CheckboxGroupField'
import { SwitchField } from '@components/ui/fields/SwitchField'
import { TextField } from '@components/ui/fields/TextField'

import type { step1UpdateSchema } from '@/domain/registration'

import { NAME_AUTOCOMPLETE, NameRow, PROFILE_LABELS, THEME_COLUMNS, THEME_OPTIONS } from './profileFields'

/**
 * The profile's fields bound to react-hook-form, for the simplified form and an account's step 1.
 * Each reads its part from the form's FormProvider, whatever else that form holds.
 */
type ProfileValues = z.input<typeof step1UpdateSchema>

/** The themes (`themes` field, at least three). */
export function ThemesField({ status }: { status?: ReactNode }) {
  const { control } = useFormContext<Pick<ProfileValues, 'themes'>>()
  return (
    <CheckboxGroupField
      control={control}
      name="themes"
      label={PROFILE_LABELS.themes}
      options={THEME_OPTIONS}
      columns={THEME_COLUMNS}
      required
      status={status}
    />
  )
}

export function NameFields() {
  const { control } = useFormContext<Pick<ProfileValues, 'firstName' | 'lastName'>>()
  const field = (name: 'firstName' | 'lastName') => (
    <TextField control={control} name={name} label={PROFILE_LABELS[name]} autoComplete={NAME_AUTOCOMPLETE[name]} required />
  )
  return <NameRow first={field('firstName')} last={field('lastName')} />
}

export function NewsletterField() {
  const { control } = useFormContext<Pick<ProfileValues, 'newsletter'>>()
  return <SwitchField control={control} name="newsletter" label={PROFILE_LABELS.newsletter} />
}
