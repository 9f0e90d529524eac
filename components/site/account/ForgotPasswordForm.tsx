'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { showRequestError } from '@components/common/requestErrorToast'
import { TextField } from '@components/ui/fields/TextField'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { forgotPasswordSchema } from '@/domain/auth'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { PENDING_LABELS } from '@/domain/ui'

/** Asks for the reset e-mail; the answer is the same whether the address has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false)
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    defaultValues: { email: '' },
    resolver: zodResolver(forgotPasswordSchema),
  })
  const { pending, run } = usePendingAction(showRequestError)
  const submit = form.handleSubmit((values) =>
    run(async () => {
      await apiRequest('POST', '/api/auth/forgot-password', values)
      setSent(true)
    }),
  )
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.sending}>
        Recevoir un lien
      </SubmitButton>
      <Text as="p" role="status" mt="4">
        {sent ? ACCOUNT_TEXTS.resetRequested : ''}
      </Text>
    </form>
  )
}
