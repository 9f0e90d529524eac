'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { showRequestError } from '@components/common/requestErrorToast'
import { TextareaField } from '@components/ui/fields/TextareaField'
import { TextField } from '@components/ui/fields/TextField'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import {
  CONCERN_MESSAGE_MAX,
  concernSchema,
  INVITATION_MESSAGE_MAX,
  invitationSchema,
  SPONSORSHIP_PATHS,
  SPONSORSHIP_TEXTS as T,
} from '@/domain/sponsorship'
import { PENDING_LABELS } from '@/domain/ui'

type Values = { email: string; message: string }
/** What the fields hold: the invitation's word may be left out. */
type Input = { email: string; message?: string }

/** The two forms: an invitation (an optional word), and a concern for the team (its message required). */
const FORMS = {
  invite: {
    endpoint: SPONSORSHIP_PATHS.invitations,
    schema: invitationSchema,
    labels: { email: T.email, message: T.message, submit: T.send },
    messageMax: INVITATION_MESSAGE_MAX,
    messageRequired: false,
  },
  concern: {
    endpoint: SPONSORSHIP_PATHS.concerns,
    schema: concernSchema,
    labels: { email: T.concernEmail, message: T.concernMessage, submit: T.concernSend },
    messageMax: CONCERN_MESSAGE_MAX,
    messageRequired: true,
  },
} as const

/** An address and a few words, sent to the form's route; the answer's sentence is shown, the form emptied. */
export function SponsorForm({ kind, onSent }: { kind: keyof typeof FORMS; onSent?: () => void }) {
  const { endpoint, schema, labels, messageMax, messageRequired } = FORMS[kind]
  const form = useForm<Input, unknown, Values>({
    defaultValues: { email: '', message: '' },
    resolver: zodResolver<Input, unknown, Values>(schema),
  })
  const [done, setDone] = useState('')
  const { pending, run } = usePendingAction(showRequestError)
  const send = form.handleSubmit((values) =>
    run(async () => {
      const { message } = await apiRequest<{ message: string }>('POST', endpoint, values)
      setDone(message)
      form.reset({ email: '', message: '' })
      onSent?.()
    }),
  )
  return (
    <form onSubmit={send} noValidate onChange={() => setDone('')}>
      <TextField control={form.control} name="email" label={labels.email} type="email" autoComplete="off" required />
      <TextareaField
        control={form.control}
        name="message"
        label={labels.message}
        rows={3}
        maxLength={messageMax}
        required={messageRequired}
      />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.sending}>
        {labels.submit}
      </SubmitButton>
      <Text as="p" role="status" size="2" mt="2">
        {done}
      </Text>
    </form>
  )
}
