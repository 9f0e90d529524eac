'use client'

import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { NameFields, NewsletterField, ThemesField } from '@components/common/boundProfileFields'
import { lazyZodResolver } from '@components/ui/fields/lazyResolver'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Text } from '@components/ui/typography'

import type { step1UpdateSchema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

import { reportInvalid, STEP_FORM_OPTIONS, type StepProps } from '../stepForm'

const resolver = lazyZodResolver(() => import('@/domain/registration').then((m) => m.step1UpdateSchema))

/** Step 1 for an account that exists (quick sign-up, simplified form): completes the profile. */
export function Step1Account({ account, pending, onSubmit }: StepProps<z.output<typeof step1UpdateSchema>>) {
  const form = useForm<z.input<typeof step1UpdateSchema>, unknown, z.output<typeof step1UpdateSchema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: {
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      themes: account?.themes ?? [],
      newsletter: account?.newsletter ?? false,
    },
    resolver,
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} onFocus={resolver.warm} noValidate>
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
