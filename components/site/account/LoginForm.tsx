'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { flushSync } from 'react-dom'

import { type FieldMessages, lazySchema } from '@components/ui/fields/lazySchema'
import { TextInput } from '@components/ui/fields/TextInput'
import { Link } from '@components/ui/Link'
import { SubmitButton } from '@components/ui/SubmitButton'
import { toast } from '@components/ui/Toast'

import { ApiRequestError, apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import type { loginSchema } from '@/domain/auth'
import { TOASTS } from '@/domain/messages/toasts'
import { VALIDATION } from '@/domain/messages/validation'
import { RETURN_PARAM, safeReturnPath } from '@/domain/returnPath'
import { PENDING_LABELS } from '@/domain/ui'
import { afterLoginUrl } from '@/domain/wizardRoutes'

type LoggedUser = { id: number; registrationCompleted: boolean; registrationStep: number }
type Field = 'email' | 'password'
type Errors = FieldMessages<Field>

// The schema (and zod) are fetched when the form is first focused or sent, not with the page.
const schema = lazySchema<typeof loginSchema, Field>(() => import('@/domain/auth').then((module) => module.loginSchema))

/** The schema's verdict on the form's values. */
const check = (form: HTMLFormElement) => schema.check(Object.fromEntries(new FormData(form)))

/** A refused sign-in: the server's reason, else why it could not be asked. */
function refused(error: unknown) {
  const description = error instanceof ApiRequestError ? (error.serverMessage ?? TOASTS.loginServerFallback) : TOASTS.loginErrorFallback
  toast({ title: TOASTS.loginErrorTitle, description, variant: 'destructive' })
}

/**
 * SPEC §2 Login: completed applications go to /status (or back to the page that asked for a
 * login), others resume the wizard. A plain form:
 * two fields need no form library, which weighed 13.7 kB gzipped on this page. As the
 * kit's bound fields do, a refused form shows each field's error and focuses the first, and once
 * sent, the errors follow what the visitor types.
 */
export function LoginForm() {
  const router = useRouter()
  const { pending, run } = usePendingAction(refused, { leaves: true })
  const [errors, setErrors] = useState<Errors>({})
  const [submitted, setSubmitted] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const checked = await check(form).catch(refused)
    if (!checked) return
    // Rendered before the focus moves, so that the field is announced with its error.
    flushSync(() => {
      setErrors(checked.errors)
      setSubmitted(true)
    })
    if (!checked.data) {
      const first = Object.keys(checked.errors)[0]
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus()
      toast({ title: VALIDATION.fieldsRequiredTitle, description: VALIDATION.loginFieldsRequired, variant: 'destructive' })
      return
    }
    const credentials = checked.data
    await run(async () => {
      const { user } = await apiRequest<{ user: LoggedUser }>('POST', '/api/auth/login', credentials)
      // Sent here by a page that needs a session (a mailed link: « Résilier », « Réserver »): back to it, if it is one of ours,
      // loaded whole: the client router doubles an anchor (`#resilier#resilier`), which the page opens on.
      const back = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM))
      if (user.registrationCompleted && back) window.location.assign(back)
      else router.push(afterLoginUrl(user))
    })
  }

  // Once the form has been sent, the fields' messages follow what is typed.
  const recheck = async (event: FormEvent<HTMLFormElement>) => {
    if (submitted) setErrors((await check(event.currentTarget)).errors)
  }

  return (
    <form onSubmit={submit} onChange={recheck} onFocus={schema.warm} noValidate style={{ maxWidth: 420 }}>
      <TextInput name="email" label="E-mail" type="email" autoComplete="email" required error={errors.email} />
      <TextInput name="password" label="Mot de passe" type="password" autoComplete="current-password" required error={errors.password} />
      {/* Radix Themes' Flex and Text as markup: the login page loads no Radix code. */}
      <div className="rt-Flex rt-r-fd-column rt-r-gap-3 rt-r-ai-start">
        <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.signingIn}>
          Se connecter
        </SubmitButton>
        <Link href="/mot-de-passe-oublie">Mot de passe oublié ?</Link>
        <p className="rt-Text rt-r-size-2">
          Pas encore membre ? <Link href="/registration">Créer votre compte</Link>
        </p>
      </div>
    </form>
  )
}
