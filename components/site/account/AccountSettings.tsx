'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { type ReactNode, useState } from 'react'
import { FormProvider, useForm, useFormContext } from 'react-hook-form'
import type { z } from 'zod'

import { NewPasswordFields } from '@components/common/NewPasswordFields'
import { showRequestError } from '@components/common/requestErrorToast'
import { Card } from '@components/ui/Card'
import { TextField } from '@components/ui/fields/TextField'
import { KitTheme } from '@components/ui/KitTheme'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { emailChangeSchema, passwordChangeSchema } from '@/domain/account'
import { PENDING_LABELS } from '@/domain/ui'

/** Sends a form's values; on success, says so in a status line (and resets the form). */
function useAccountRequest(url: string, onDone: () => void) {
  const [done, setDone] = useState('')
  const { pending, run } = usePendingAction(showRequestError)
  const send = (values: unknown) =>
    run(async () => {
      setDone('')
      const { message } = await apiRequest<{ message: string }>('POST', url, values)
      setDone(message)
      onDone()
    })
  return { pending, done, send }
}

function EmailChangeForm() {
  const router = useRouter()
  const form = useForm<z.input<typeof emailChangeSchema>, unknown, z.output<typeof emailChangeSchema>>({
    defaultValues: { email: '', currentPassword: '' },
    resolver: zodResolver(emailChangeSchema),
  })
  const request = useAccountRequest('/api/me/email', () => {
    form.reset()
    router.refresh()
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(request.send)} noValidate aria-labelledby="email-change-title">
        <Heading as="h3" size="4" id="email-change-title">
          Changer d’adresse e-mail
        </Heading>
        <Text as="p" size="2" color="gray" mt="1" mb="3">
          La nouvelle adresse remplacera l’actuelle une fois confirmée depuis le lien qui lui sera envoyé.
        </Text>
        <TextField control={form.control} name="email" label="Nouvelle adresse e-mail" type="email" autoComplete="email" required />
        <CurrentPasswordField />
        <SendAndStatus request={request} pendingLabel={PENDING_LABELS.sending}>
          Changer d’adresse
        </SendAndStatus>
      </form>
    </FormProvider>
  )
}

/** The form's button, and the line that says it was done. */
function SendAndStatus({
  request,
  pendingLabel,
  children,
}: {
  request: { pending: boolean; done: ReactNode }
  pendingLabel: string
  children: ReactNode
}) {
  return (
    <>
      <SubmitButton pending={request.pending} pendingLabel={pendingLabel} variant="secondary">
        {children}
      </SubmitButton>
      <Text as="p" role="status" size="2" mt="2">
        {request.done}
      </Text>
    </>
  )
}

/** The current password, which both changes ask for (the form's own, through its FormProvider). */
function CurrentPasswordField() {
  const { control } = useFormContext<{ currentPassword: string }>()
  return (
    <TextField
      control={control}
      name="currentPassword"
      label="Mot de passe actuel"
      type="password"
      autoComplete="current-password"
      required
    />
  )
}

function PasswordChangeForm() {
  const form = useForm<z.input<typeof passwordChangeSchema>, unknown, z.output<typeof passwordChangeSchema>>({
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    resolver: zodResolver(passwordChangeSchema),
  })
  const request = useAccountRequest('/api/me/password', () => form.reset())
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(request.send)} noValidate aria-labelledby="password-change-title">
        <Heading as="h3" size="4" id="password-change-title">
          Changer de mot de passe
        </Heading>
        <Text as="p" size="2" color="gray" mt="1" mb="3">
          Vos autres appareils seront déconnectés.
        </Text>
        <CurrentPasswordField />
        <NewPasswordFields label="Nouveau mot de passe" />
        <SendAndStatus request={request} pendingLabel={PENDING_LABELS.saving}>
          Changer de mot de passe
        </SendAndStatus>
      </form>
    </FormProvider>
  )
}

/** "Mon compte" on /status: the address and the password, each changed with the current password. */
export function AccountSettings({ hasPassword }: { hasPassword: boolean }) {
  return (
    <KitTheme>
      <Card mt="6">
        <Heading as="h2" size="5" mb="3">
          Mon compte
        </Heading>
        {hasPassword ? (
          <div className="account-settings">
            <EmailChangeForm />
            <PasswordChangeForm />
          </div>
        ) : (
          <Text as="p">
            Votre compte n’a pas encore de mot de passe : vous le choisirez à la dernière étape de l’inscription. Vous pourrez ensuite
            changer ici d’adresse e-mail ou de mot de passe.
          </Text>
        )}
      </Card>
    </KitTheme>
  )
}
