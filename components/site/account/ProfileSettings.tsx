'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { ThemesField } from '@components/common/boundProfileFields'
import { showRequestError } from '@components/common/requestErrorToast'
import { Card } from '@components/ui/Card'
import { CheckboxGroupField } from '@components/ui/fields/CheckboxGroupField'
import { TextareaField } from '@components/ui/fields/TextareaField'
import { KitTheme } from '@components/ui/KitTheme'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { PROFILE_TEXTS } from '@/domain/account'
import type { UserRecord } from '@/domain/api/users'
import { ALLERGY_OPTIONS, DIET_PREFERENCE_OPTIONS, DIETARY_OTHER_MAX } from '@/domain/dietary'
import { LANGUAGES } from '@/domain/profile'
import { memberProfileSchema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

type Input = z.input<typeof memberProfileSchema>

/** The profile as the member left it, and `save`, which says in a status line that it was saved. */
function useProfileSettings(user: UserRecord) {
  const form = useForm<Input, unknown, z.output<typeof memberProfileSchema>>({
    defaultValues: {
      themes: user.themes as Input['themes'],
      languages: user.languages as Input['languages'],
      dietaryInfo: {
        allergies: (user.dietaryInfo?.allergies ?? []) as NonNullable<Input['dietaryInfo']['allergies']>,
        preferences: (user.dietaryInfo?.preferences ?? []) as NonNullable<Input['dietaryInfo']['preferences']>,
        otherInfo: user.dietaryInfo?.otherInfo ?? '',
      },
    },
    resolver: zodResolver(memberProfileSchema),
  })
  const [done, setDone] = useState('')
  const { pending, run } = usePendingAction(showRequestError)
  const save = form.handleSubmit((values) =>
    run(async () => {
      setDone('')
      const { message } = await apiRequest<{ message: string }>('PUT', '/api/me/profile', values)
      setDone(message)
      form.reset(values)
    }),
  )
  return { form, done, clearDone: () => setDone(''), pending, save }
}

/**
 * « Mon profil » on /status: the answers a member's tables are composed from, as the wizard asked
 * them. Saved with one button; the next compositions use them.
 */
export function ProfileSettings({ user }: { user: UserRecord }) {
  const { form, done, clearDone, pending, save } = useProfileSettings(user)
  return (
    <KitTheme>
      <Card mt="6" asChild>
        <section aria-labelledby="profile-title">
          <Heading as="h2" size="5" id="profile-title">
            {PROFILE_TEXTS.heading}
          </Heading>
          <Text as="p" size="2" color="gray" mt="1" mb="3">
            {PROFILE_TEXTS.intro}
          </Text>
          <FormProvider {...form}>
            <form onSubmit={save} noValidate onChange={clearDone}>
              <ThemesField />
              <CheckboxGroupField
                control={form.control}
                name="languages"
                label={PROFILE_TEXTS.languages}
                options={LANGUAGES}
                columns="3"
                phoneColumns="2"
                required
              />
              <CheckboxGroupField
                control={form.control}
                name="dietaryInfo.allergies"
                label={PROFILE_TEXTS.allergies}
                options={ALLERGY_OPTIONS}
                columns="3"
                phoneColumns="2"
              />
              <CheckboxGroupField
                control={form.control}
                name="dietaryInfo.preferences"
                label={PROFILE_TEXTS.preferences}
                options={DIET_PREFERENCE_OPTIONS}
                columns="3"
                phoneColumns="2"
              />
              <TextareaField
                control={form.control}
                name="dietaryInfo.otherInfo"
                label={PROFILE_TEXTS.otherInfo}
                rows={3}
                maxLength={DIETARY_OTHER_MAX}
              />
              <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
                {PROFILE_TEXTS.save}
              </SubmitButton>
              <Text as="p" role="status" size="2" mt="2">
                {done}
              </Text>
            </form>
          </FormProvider>
        </section>
      </Card>
    </KitTheme>
  )
}
