'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { NewPasswordFields } from '@components/common/NewPasswordFields'
import { Card } from '@components/ui/Card'
import { CheckboxField } from '@components/ui/fields/CheckboxField'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Heading, Text } from '@components/ui/typography'

import { COMMUNITY_RULES } from '@/domain/club'
import { step7NewPasswordSchema, step7Schema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

import { reportInvalid, STEP_FORM_OPTIONS, type StepProps } from '../stepForm'

type Values = z.input<typeof step7Schema>

export function Step7Rules({ account, pending, onSubmit }: StepProps<z.output<typeof step7Schema>>) {
  const needsPassword = account?.hasPassword === false
  const form = useForm<Values, unknown, z.output<typeof step7Schema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: { acceptRules: false, ...(needsPassword ? { password: '', confirmPassword: '' } : {}) },
    resolver: zodResolver(needsPassword ? step7NewPasswordSchema : step7Schema),
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} noValidate>
        <Card>
          <Heading as="h2" size="4">
            Le manifeste en bref
          </Heading>
          <Text as="p" mt="2">
            Nous nous retrouvons pour penser ensemble l’actualité, autour d’une table, en confiance. Chacun y vient pour écouter autant que
            pour parler.
          </Text>
          <Heading as="h2" size="4" mt="4">
            Les règles de la communauté
          </Heading>
          <ol>
            {COMMUNITY_RULES.map((rule) => (
              <li key={rule}>
                <Text>{rule}</Text>
              </li>
            ))}
          </ol>
        </Card>
        <div style={{ marginTop: 'var(--space-5)' }}>
          <CheckboxField
            control={form.control}
            name="acceptRules"
            label="J’ai lu et j’accepte le manifeste et les règles de la communauté"
            required
          />
        </div>
        {needsPassword ? (
          <>
            <Text as="p" mb="3">
              Choisissez le mot de passe de votre compte pour suivre votre candidature.
            </Text>
            <NewPasswordFields />
          </>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.sending}>
          Finaliser
        </SubmitButton>
      </form>
    </FormProvider>
  )
}
