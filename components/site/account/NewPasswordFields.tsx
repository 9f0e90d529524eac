'use client'

import { useFormContext } from 'react-hook-form'

import { TextField } from '@components/ui/fields/TextField'

import { PASSWORD_MIN } from '@/domain/limits'

const PASSWORD_HINT = `${PASSWORD_MIN} caractères au moins.`

/**
 * A new password and its confirmation (`password`, `confirmPassword`), as password managers
 * expect them: the sign-up, the last wizard step for an account without one, the reset page.
 * Inside the FormProvider of a form that holds both fields.
 */
export function NewPasswordFields({ label = 'Mot de passe' }: { label?: string }) {
  const { control } = useFormContext<{ password: string; confirmPassword: string }>()
  return (
    <>
      <TextField
        control={control}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
      />
      <TextField
        control={control}
        name="confirmPassword"
        label="Confirmez le mot de passe"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  )
}
