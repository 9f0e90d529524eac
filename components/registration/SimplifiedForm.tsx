'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { NameFields, NewsletterField, ThemesField } from '@components/common/boundProfileFields'
import { PROFILE_LABELS, SignUpActions } from '@components/common/profileFields'
import { showRequestError } from '@components/common/requestErrorToast'
import { TextField } from '@components/ui/fields/TextField'
import { toast } from '@components/ui/Toast'
import { Text } from '@components/ui/typography'

import { track } from '@/client/analytics'
import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import type { UserRecord } from '@/domain/api/users'
import { type Brand, withBrand } from '@/domain/brand'
import { AB_REDIRECT_DELAY_MS, MIN_THEMES } from '@/domain/limits'
import { TOASTS } from '@/domain/messages/toasts'
import { WIZARD_TEXTS } from '@/domain/messages/wizardTexts'
import { simplifiedSchema } from '@/domain/registration'
import { THEMES } from '@/domain/themes'

import { reportInvalid, STEP_FORM_OPTIONS } from './stepForm'

type Input = z.input<typeof simplifiedSchema>
type Output = z.output<typeof simplifiedSchema>

/** 'Sélectionnés: n/8 (minimum 3 requis)', green once enough themes are chosen. */
function ThemesCounter({ control }: { control: ReturnType<typeof useForm<Input, unknown, Output>>['control'] }) {
  const count = useWatch({ control, name: 'themes' })?.length ?? 0
  return (
    <Text as="p" size="2" mt="2" color={count >= MIN_THEMES ? 'green' : 'gray'} aria-live="polite" className="themes-counter">
      Sélectionnés : {count}/{THEMES.length} (minimum {MIN_THEMES} requis)
    </Text>
  )
}

/**
 * The simplified registration (A/B variant 'test', SPEC §2): the account is created without a
 * password (DESIGN §5), then the full wizard continues at step 2 after 1.5 s.
 */
export function SimplifiedForm({ brand, fromExperiment }: { brand: Brand; fromExperiment: boolean }) {
  const router = useRouter()
  const { pending, run } = usePendingAction(showRequestError, { leaves: true })
  const form = useForm<Input, unknown, Output>({
    ...STEP_FORM_OPTIONS,
    defaultValues: { firstName: '', lastName: '', email: '', themes: [], newsletter: false, source: 'simplified' },
    resolver: zodResolver(simplifiedSchema),
  })

  const submit = (data: Output) =>
    run(async () => {
      const user = await apiRequest<UserRecord>('POST', '/api/register', { ...data, abVariant: fromExperiment ? 'test' : undefined })
      track('registration_step_completed', { step: 1 })
      toast({ title: TOASTS.simplifiedSuccessTitle, description: withBrand(TOASTS.simplifiedSuccess, brand) })
      // Stays pending (no second account) until the wizard takes over.
      await new Promise((resolve) => setTimeout(resolve, AB_REDIRECT_DELAY_MS))
      router.replace(`/adhesion?userId=${user.id}&fromAB=true`)
    })

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(submit, reportInvalid)} noValidate>
        <Text as="p" mb="5" color="gray">
          {WIZARD_TEXTS.simplifiedIntro}
        </Text>
        <NameFields />
        <TextField control={form.control} name="email" label={PROFILE_LABELS.email} type="email" autoComplete="email" required />
        <ThemesField status={<ThemesCounter control={form.control} />} />
        <NewsletterField />
        <SignUpActions pending={pending} />
      </form>
    </FormProvider>
  )
}
