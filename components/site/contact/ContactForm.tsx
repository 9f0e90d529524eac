'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { SelectField } from '@components/ui/fields/SelectField'
import { TextareaField } from '@components/ui/fields/TextareaField'
import { TextField } from '@components/ui/fields/TextField'
import { SubmitButton } from '@components/ui/SubmitButton'
import { toast } from '@components/ui/Toast'
import { Flex } from '@components/ui/typography'

import { track } from '@/client/analytics'
import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import type { Brand } from '@/domain/brand'
import { CONTACT_FIELDS, CONTACT_SUBJECTS, type ContactInput, contactSchema, contactSubjectLabel } from '@/domain/contact'
import { CONTACT_MESSAGE_MAX } from '@/domain/limits'
import { TOASTS } from '@/domain/messages/toasts'
import { VALIDATION } from '@/domain/messages/validation'
import { PENDING_LABELS } from '@/domain/ui'

import { EMPTY_CONTACT } from './emptyContact'

type Props = {
  brand: Brand
  initialValues: ContactInput
  onDraftChange: (values: ContactInput) => void
  onSent: () => void
}

export default function ContactForm({ brand, initialValues, onDraftChange, onSent }: Props) {
  const { pending, run } = usePendingAction((error) => {
    console.error('Envoi du message de contact impossible', error)
    toast({ title: TOASTS.errorTitle, description: TOASTS.contactError, variant: 'destructive' })
  })
  const form = useForm<z.input<typeof contactSchema>, unknown, z.output<typeof contactSchema>>({
    defaultValues: initialValues,
    resolver: zodResolver(contactSchema),
  })

  // What is typed survives 'Annuler' (SPEC §4): the dialog keeps the draft.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => onDraftChange({ ...EMPTY_CONTACT, ...values } as ContactInput),
    })
  }, [form, onDraftChange])

  const options = CONTACT_SUBJECTS.map((s) => ({ value: s.value, label: contactSubjectLabel(s.value, brand) }))

  const send = form.handleSubmit(
    (values) =>
      run(async () => {
        await apiRequest('POST', '/api/contact', values)
        track('contact_message_sent', { subject: values.subject })
        toast({ title: TOASTS.contactSuccessTitle, description: TOASTS.contactSuccess })
        form.reset(EMPTY_CONTACT)
        onSent()
      }),
    (errors) => {
      const message = Object.values(errors)[0]?.message ?? VALIDATION.contactFieldsRequired
      const title = message === VALIDATION.contactFieldsRequired ? VALIDATION.fieldsRequiredTitle : VALIDATION.emailInvalidTitle
      toast({ title, description: message, variant: 'destructive' })
    },
  )

  return (
    // No noValidate: the e-mail input keeps the browser's own e-mail check (SPEC §5).
    <form onSubmit={send}>
      <TextField control={form.control} name="name" label={CONTACT_FIELDS.name} autoComplete="name" maxLength={100} />
      <TextField control={form.control} name="email" label={CONTACT_FIELDS.email} type="email" autoComplete="email" />
      <SelectField
        control={form.control}
        name="subject"
        label={CONTACT_FIELDS.subject}
        placeholder={CONTACT_FIELDS.subjectPlaceholder}
        options={options}
      />
      <TextareaField control={form.control} name="message" label={CONTACT_FIELDS.message} rows={4} maxLength={CONTACT_MESSAGE_MAX} />
      <Flex gap="3" justify="end" mt="2">
        <Dialog.Close>
          <Button type="button" variant="outline" size="lg">
            Annuler
          </Button>
        </Dialog.Close>
        <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.sending}>
          Envoyer
        </SubmitButton>
      </Flex>
    </form>
  )
}
