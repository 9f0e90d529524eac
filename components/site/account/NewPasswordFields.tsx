'use client'

import type { Control, FieldValues } from 'react-hook-form'

import { TextField } from '@components/ui/fields/TextField'

import { PASSWORD_MIN } from '@/domain/limits'

const PASSWORD_HINT = `${PASSWORD_MIN} caractères au moins.`

/**
 * A new password and its confirmation (`password`, `confirmPassword`), as password managers
 * expect them: the sign-up, the last wizard step for an account without one, the reset page.
 */
export function NewPasswordFields<T extends FieldValues & { password?: string; confirmPassword?: string }>({
  control,
  label = 'Mot de passe',
}: {
  control: Control<T>
  label?: string
}) {
  const bound = control as unknown as Control<{ password: string; confirmPassword: string }>
  return (
    <>
      <TextField control={bound} name="password" label={label} type="password" autoComplete="new-password" hint={PASSWORD_HINT} required />
      <TextField
        control={bound}
        name="confirmPassword"
        label="Confirmez le mot de passe"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  )
}
