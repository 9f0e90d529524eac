'use client'

import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { lazyZodResolver } from '@components/ui/fields/lazyResolver'
import { TextField } from '@components/ui/fields/TextField'
import { Text } from '@components/ui/typography'
import { SubmitButton } from '@components/ui/SubmitButton'
import { NewPasswordFields } from '@components/site/account/NewPasswordFields'

import type { step1Schema, step1UpdateSchema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

import { NameFields, NewsletterField, SignUpActions, ThemesField } from '../profileFields'
import { reportInvalid, STEP_FORM_OPTIONS, type StepProps } from '../stepForm'

// Step 1 is painted with the page: its schemas (and zod) come when the form is first checked.
const newProfileResolver = lazyZodResolver(() => import('@/domain/registration').then((m) => m.step1Schema))
const existingProfileResolver = lazyZodResolver(() => import('@/domain/registration').then((m) => m.step1UpdateSchema))

/** Step 1 for a new visitor: creates the account. */
function NewProfile({ pending, onSubmit, prefillEmail }: StepProps<z.output<typeof step1Schema>> & { prefillEmail?: string }) {
  const form = useForm<z.input<typeof step1Schema>, unknown, z.output<typeof step1Schema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: prefillEmail ?? '',
      password: '',
      confirmPassword: '',
      themes: [],
      newsletter: false,
    },
    resolver: newProfileResolver,
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} onFocus={newProfileResolver.warm} noValidate>
        <NameFields />
        <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
        <NewPasswordFields />
        <ThemesField />
        <NewsletterField />
        <SignUpActions pending={pending} />
      </form>
    </FormProvider>
  )
}

/** Step 1 for an account that exists (quick sign-up, simplified form): completes the profile. */
function ExistingProfile({ account, pending, onSubmit }: StepProps<z.output<typeof step1UpdateSchema>>) {
  const form = useForm<z.input<typeof step1UpdateSchema>, unknown, z.output<typeof step1UpdateSchema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: {
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      themes: account?.themes ?? [],
      newsletter: account?.newsletter ?? false,
    },
    resolver: existingProfileResolver,
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} onFocus={existingProfileResolver.warm} noValidate>
        <Text as="p" mb="4">
          Compte : <strong>{account?.email}</strong>
        </Text>
        <NameFields />
        <ThemesField />
        <NewsletterField />
        <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
          Continuer
        </SubmitButton>
      </form>
    </FormProvider>
  )
}

export function Step1Profile(props: StepProps<never> & { prefillEmail?: string }) {
  return props.account ? (
    <ExistingProfile {...(props as StepProps<z.output<typeof step1UpdateSchema>>)} />
  ) : (
    <NewProfile {...(props as StepProps<z.output<typeof step1Schema>>)} />
  )
}
