'use client'

import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import type { z } from 'zod'

import { CheckboxGroupField } from '@components/ui/fields/CheckboxGroupField'
import { SwitchField } from '@components/ui/fields/SwitchField'
import { TextField } from '@components/ui/fields/TextField'
import { Link } from '@components/ui/Link'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Flex, Text } from '@components/ui/typography'

import { MIN_THEMES } from '@/domain/limits'
import type { step1UpdateSchema } from '@/domain/registration'
import { THEMES } from '@/domain/themes'
import { PENDING_LABELS } from '@/domain/ui'

/**
 * What step 1 and the simplified form share. Each group below reads its part from the form's
 * FormProvider, whatever else that form holds.
 */
type ProfileValues = z.input<typeof step1UpdateSchema>

/** Each theme with its colour and its description always in view (read on hover and on tap alike). */
const THEME_OPTIONS = THEMES.map((t) => ({
  value: t.id,
  label: (
    <span>
      <span className="theme-dot" style={{ background: t.color, marginRight: 6 }} aria-hidden />
      {t.title}
      <Text as="span" size="1" color="gray" style={{ display: 'block' }}>
        {t.description}
      </Text>
    </span>
  ),
}))

/** The themes of step 1 and of the simplified form (`themes` field, at least three). */
export function ThemesField({ status }: { status?: ReactNode }) {
  const { control } = useFormContext<Pick<ProfileValues, 'themes'>>()
  return (
    <CheckboxGroupField
      control={control}
      name="themes"
      label={`Vos thématiques (au moins ${MIN_THEMES})`}
      options={THEME_OPTIONS}
      columns="2"
      required
      status={status}
    />
  )
}

/** First and last name side by side (stacked on small screens). */
export function NameFields() {
  const { control } = useFormContext<Pick<ProfileValues, 'firstName' | 'lastName'>>()
  return (
    // Each field keeps its own bottom margin: no row gap when they stack on small screens.
    <Flex gapX="4" gapY="0" wrap="wrap">
      <div style={{ flex: '1 1 220px' }}>
        <TextField control={control} name="firstName" label="Prénom" autoComplete="given-name" required />
      </div>
      <div style={{ flex: '1 1 220px' }}>
        <TextField control={control} name="lastName" label="Nom" autoComplete="family-name" required />
      </div>
    </Flex>
  )
}

export function NewsletterField() {
  const { control } = useFormContext<Pick<ProfileValues, 'newsletter'>>()
  return <SwitchField control={control} name="newsletter" label="Je souhaite recevoir la newsletter" />
}

/** 'S’inscrire' and the way to log in instead, under the forms that create an account. */
export function SignUpActions({ pending }: { pending: boolean }) {
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.signingUp}>
        S’inscrire
      </SubmitButton>
      <Text size="2">
        Déjà membre ? <Link href="/login">Se connecter</Link>
      </Text>
    </Flex>
  )
}
