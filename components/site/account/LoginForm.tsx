'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { lazyZodResolver } from '@components/ui/fields/lazyResolver'
import { TextField } from '@components/ui/fields/TextField'
import { Link } from '@components/ui/Link'
import { toast } from '@components/ui/Toast'
import { Flex, Text } from '@components/ui/typography'
import { SubmitButton } from '@components/ui/SubmitButton'

import { ApiRequestError, apiRequest } from '@/client/api'
import type { loginSchema } from '@/domain/auth'
import { TOASTS } from '@/domain/messages/toasts'
import { VALIDATION } from '@/domain/messages/validation'
import { afterLoginUrl } from '@/domain/wizardRoutes'
import { PENDING_LABELS } from '@/domain/ui'

type LoggedUser = { id: number; registrationCompleted: boolean; registrationStep: number }

const loginResolver = lazyZodResolver(() => import('@/domain/auth').then((m) => m.loginSchema))

/** SPEC §2 Login: completed applications go to /status, others resume the wizard. */
export function LoginForm() {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    defaultValues: { email: '', password: '' },
    resolver: loginResolver,
  })

  const submit = form.handleSubmit(
    async (values) => {
      setPending(true)
      try {
        const { user } = await apiRequest<{ user: LoggedUser }>('POST', '/api/auth/login', values)
        router.push(afterLoginUrl(user))
      } catch (error) {
        const description =
          error instanceof ApiRequestError ? (error.serverMessage ?? TOASTS.loginServerFallback) : TOASTS.loginErrorFallback
        toast({ title: TOASTS.loginErrorTitle, description, variant: 'destructive' })
        setPending(false)
      }
    },
    () => toast({ title: VALIDATION.fieldsRequiredTitle, description: VALIDATION.loginFieldsRequired, variant: 'destructive' }),
  )

  return (
    <form onSubmit={submit} onFocus={loginResolver.warm} noValidate style={{ maxWidth: 420 }}>
      <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
      <TextField control={form.control} name="password" label="Mot de passe" type="password" autoComplete="current-password" required />
      <Flex direction="column" gap="3" align="start">
        <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.signingIn}>
          Se connecter
        </SubmitButton>
        <Link href="/mot-de-passe-oublie">Mot de passe oublié ?</Link>
        <Text as="p" size="2">
          Pas encore membre ? <Link href="/registration">Créer votre compte</Link>
        </Text>
      </Flex>
    </form>
  )
}
