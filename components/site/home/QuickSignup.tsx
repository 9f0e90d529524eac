'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { TextInput } from '@components/ui/fields/TextInput'
import { SubmitButton } from '@components/ui/SubmitButton'
import { toast } from '@components/ui/Toast'

import { track } from '@/client/analytics'
import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { PENDING_LABELS } from '@/domain/ui'

/** What the sign-up says: entries of the message catalogues, handed over by the home page. */
export type QuickSignupTexts = {
  invalidTitle: string
  invalid: string
  successTitle: string
  success: string
  errorTitle: string
  error: string
}

/**
 * The home page's closing e-mail sign-up (SPEC §5): empty does nothing, an invalid address
 * says so, success opens the wizard at /adhesion?userId={id}&fromEmail=true. A plain form:
 * one field needs no form library on the home page. Its six texts come from the server page:
 * the two catalogues they belong to weighed 2.1 kB gzipped of the home page's script.
 */
export function QuickSignup({ texts }: { texts: QuickSignupTexts }) {
  const router = useRouter()
  const { pending, run } = usePendingAction(
    (failure) => toast({ title: texts.errorTitle, description: errorMessage(failure, texts.error), variant: 'destructive' }),
    { leaves: true },
  )
  const [error, setError] = useState<string | undefined>()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    if (email.trim() === '') return
    // The schema (and zod) are fetched on first use, not with the page.
    const { quickSignupSchema } = await import('@/domain/registration')
    const parsed = quickSignupSchema.safeParse({ email })
    if (!parsed.success) {
      setError(texts.invalid)
      toast({ title: texts.invalidTitle, description: texts.invalid, variant: 'destructive' })
      return
    }
    setError(undefined)
    await run(async () => {
      const user = await apiRequest<{ id: number }>('POST', '/api/users', {
        email: parsed.data.email,
        firstName: '',
        lastName: '',
        password: '',
        step: 1,
      })
      track('quick_signup_completed', {})
      toast({ title: texts.successTitle, description: texts.success })
      router.push(`/adhesion?userId=${user.id}&fromEmail=true`)
    })
  }

  return (
    <form className="signup-form" onSubmit={submit} noValidate aria-label="Inscription rapide par e-mail">
      <TextInput name="email" label="Votre adresse e-mail" type="email" autoComplete="email" inputMode="email" error={error} />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.signingUp}>
        Je m’inscris
      </SubmitButton>
    </form>
  )
}
