'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { NewPasswordFields } from '@components/common/NewPasswordFields'
import { showRequestError } from '@components/common/requestErrorToast'
import { Link } from '@components/ui/Link'
import { SubmitButton } from '@components/ui/SubmitButton'
import { toast } from '@components/ui/Toast'
import { Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { resetPasswordSchema } from '@/domain/auth'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { PENDING_LABELS } from '@/domain/ui'

/** Chooses the new password from the e-mailed link's token; then the applicant is signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter()
  const { pending, run } = usePendingAction(showRequestError, { leaves: true })
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    defaultValues: { token, password: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordSchema),
  })
  if (!token) {
    return (
      <Text as="p">
        Ce lien est incomplet. <Link href="/mot-de-passe-oublie">Demandez un nouveau lien</Link>.
      </Text>
    )
  }
  const submit = form.handleSubmit((values) =>
    run(async () => {
      await apiRequest('POST', '/api/auth/reset-password', values)
      toast({ title: ACCOUNT_TEXTS.resetDoneTitle, description: ACCOUNT_TEXTS.resetDone })
      router.push('/status')
    }),
  )
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
        <NewPasswordFields label="Nouveau mot de passe" />
        <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
          Enregistrer
        </SubmitButton>
      </form>
    </FormProvider>
  )
}
