'use client'

import { type FormEvent, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { FieldErrors } from 'react-hook-form'
import type { z } from 'zod'

import { NEW_PASSWORD_FIELDS } from '@components/common/newPasswordLabels'
import { NAME_AUTOCOMPLETE, NameRow, PROFILE_LABELS, SignUpActions, THEME_COLUMNS, THEME_OPTIONS } from '@components/common/profileFields'
import { showRequestError } from '@components/common/requestErrorToast'
import { CheckboxGroupControl } from '@components/ui/fields/CheckboxGroupControl'
import { type FieldMessages, lazySchema } from '@components/ui/fields/lazySchema'
import { SwitchControl } from '@components/ui/fields/SwitchControl'
import { TextInput, type TextInputProps } from '@components/ui/fields/TextInput'

import type { step1Schema } from '@/domain/registration'

import { reportInvalid } from '../stepForm'

type Values = z.input<typeof step1Schema>
type Errors = FieldMessages<keyof Values>

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const

// The schema (and zod) are fetched when the form is first focused or sent, not with the page.
const schema = lazySchema<typeof step1Schema, keyof Values>(() => import('@/domain/registration').then((module) => module.step1Schema))

/** The errors in the shape the wizard's forms report (reportInvalid). */
const asFieldErrors = (errors: Errors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: 'schema', message }]))

type Props = {
  pending: boolean
  onSubmit: (data: z.output<typeof step1Schema>) => Promise<void>
  /** The address a quick sign-up brought. */
  prefillEmail?: string
}

/**
 * Step 1 for a new visitor: creates the account. It is painted with the page, so it is
 * a plain form: react-hook-form and Radix's checkbox group weighed about 45 kB gzipped on the
 * registration page. It behaves as the wizard's other steps: a refused form focuses the
 * first failing field on the page and the toast names its problem, and once sent, the errors
 * follow what is typed. (An account's step 1, shown after its session is read, is Step1Account.)
 */
export function Step1Profile({ pending, onSubmit, prefillEmail }: Props) {
  const form = useRef<HTMLFormElement>(null)
  const [themes, setThemes] = useState<string[]>([])
  const [newsletter, setNewsletter] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState(false)

  const values = (choices = { themes, newsletter }) => {
    const data = new FormData(form.current ?? undefined)
    return { ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(data.get(name) ?? '')])), ...choices }
  }

  // Once the form has been sent, the fields' messages follow what is typed and chosen.
  const recheck = async (current: Record<string, unknown>) => {
    if (sent) setErrors((await schema.check(current).catch(() => ({ errors }))).errors)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The schema's file may not arrive (offline, a new deployment): say so rather than nothing.
    const checked = await schema.check(values()).catch((error: unknown) => showRequestError(error))
    if (!checked) return
    // Rendered before the focus moves, so that the field is announced with its error.
    flushSync(() => {
      setErrors(checked.errors)
      setSent(true)
    })
    if (checked.data) await onSubmit(checked.data)
    else reportInvalid(asFieldErrors(checked.errors), event)
  }

  const text = (name: (typeof TEXT_FIELDS)[number], props: Omit<TextInputProps, 'name'>) => (
    <TextInput {...props} name={name} error={errors[name]} required />
  )
  return (
    <form ref={form} onSubmit={submit} onChange={() => void recheck(values())} onFocus={schema.warm} noValidate>
      <NameRow
        first={text('firstName', { label: PROFILE_LABELS.firstName, autoComplete: NAME_AUTOCOMPLETE.firstName })}
        last={text('lastName', { label: PROFILE_LABELS.lastName, autoComplete: NAME_AUTOCOMPLETE.lastName })}
      />
      {text('email', { label: PROFILE_LABELS.email, type: 'email', autoComplete: 'email', defaultValue: prefillEmail })}
      {text('password', { ...NEW_PASSWORD_FIELDS.password })}
      {text('confirmPassword', { ...NEW_PASSWORD_FIELDS.confirmPassword })}
      <CheckboxGroupControl
        name="themes"
        label={PROFILE_LABELS.themes}
        options={THEME_OPTIONS}
        columns={THEME_COLUMNS}
        required
        error={errors.themes}
        value={themes}
        onValueChange={(next) => {
          setThemes(next)
          void recheck(values({ themes: next, newsletter }))
        }}
      />
      <SwitchControl name="newsletter" label={PROFILE_LABELS.newsletter} checked={newsletter} onCheckedChange={setNewsletter} />
      <SignUpActions pending={pending} />
    </form>
  )
}
