'use client'

import { useFormContext } from 'react-hook-form'

import { TextField } from '@components/ui/fields/TextField'

import { NEW_PASSWORD_FIELDS } from './newPasswordLabels'

/**
 * A new password and its confirmation (`password`, `confirmPassword`): the last wizard step for an
 * account without one, the reset page. Inside the FormProvider of a form that holds both fields.
 */
export function NewPasswordFields({ label = NEW_PASSWORD_FIELDS.password.label }: { label?: string }) {
  const { control } = useFormContext<{ password: string; confirmPassword: string }>()
  return (
    <>
      <TextField control={control} name="password" {...NEW_PASSWORD_FIELDS.password} label={label} required />
      <TextField control={control} name="confirmPassword" {...NEW_PASSWORD_FIELDS.confirmPassword} required />
    </>
  )
}
