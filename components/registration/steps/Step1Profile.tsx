'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { CheckboxGroupField } from '@components/ui/fields/CheckboxGroupField'
import { SwitchField } from '@components/ui/fields/SwitchField'
import { TextField } from '@components/ui/fields/TextField'
import { Flex, Text } from '@components/ui/typography'
import { SubmitButton } from '@components/ui/SubmitButton'

import { MIN_THEMES } from '@/domain/limits'
import { step1Schema, step1UpdateSchema } from '@/domain/registration'
import { THEMES } from '@/domain/themes'
import { PENDING_LABELS } from '@/domain/ui'

import { showValidationToast, type StepProps } from '../stepForm'

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

function Themes({ control }: { control: never }) {
  return (
    <CheckboxGroupField control={control} name="themes" label={`Vos thématiques (au moins ${MIN_THEMES})`} options={THEME_OPTIONS} columns="2" required />
  )
}

function NameFields({ control }: { control: never }) {
  return (
    <Flex gap="4" wrap="wrap">
      <div style={{ flex: '1 1 220px' }}>
        <TextField control={control} name="firstName" label="Prénom" autoComplete="given-name" required />
      </div>
      <div style={{ flex: '1 1 220px' }}>
        <TextField control={control} name="lastName" label="Nom" autoComplete="family-name" required />
      </div>
    </Flex>
  )
}

/** Step 1 for a new visitor: creates the account. */
function NewProfile({ pending, onSubmit, prefillEmail }: StepProps<z.output<typeof step1Schema>> & { prefillEmail?: string }) {
  const form = useForm<z.input<typeof step1Schema>, unknown, z.output<typeof step1Schema>>({
    defaultValues: { firstName: '', lastName: '', email: prefillEmail ?? '', password: '', confirmPassword: '', themes: [], newsletter: false },
    resolver: zodResolver(step1Schema),
  })
  return (
    <form onSubmit={form.handleSubmit(onSubmit, showValidationToast)} noValidate>
      <NameFields control={form.control as never} />
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
      <TextField control={form.control} name="password" label="Mot de passe" type="password" autoComplete="new-password" hint="8 caractères au moins." required />
      <TextField control={form.control} name="confirmPassword" label="Confirmez le mot de passe" type="password" autoComplete="new-password" required />
      <Themes control={form.control as never} />
      <SwitchField control={form.control} name="newsletter" label="Je souhaite recevoir la newsletter" />
      <Flex gap="4" align="center" wrap="wrap">
        <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.signingUp}>
        S’inscrire
      </SubmitButton>
        <Text size="2">
          Déjà membre ? <Link href="/login">Se connecter</Link>
        </Text>
      </Flex>
    </form>
  )
}

/** Step 1 for an account that exists (quick sign-up, simplified form): completes the profile. */
function ExistingProfile({ account, pending, onSubmit }: StepProps<z.output<typeof step1UpdateSchema>>) {
  const form = useForm<z.input<typeof step1UpdateSchema>, unknown, z.output<typeof step1UpdateSchema>>({
    defaultValues: {
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      themes: (account?.themes ?? []) as z.input<typeof step1UpdateSchema>['themes'],
      newsletter: account?.newsletter ?? false,
    },
    resolver: zodResolver(step1UpdateSchema),
  })
  return (
    <form onSubmit={form.handleSubmit(onSubmit, showValidationToast)} noValidate>
      <Text as="p" mb="4">
        Compte : <strong>{account?.email}</strong>
      </Text>
      <NameFields control={form.control as never} />
      <Themes control={form.control as never} />
      <SwitchField control={form.control} name="newsletter" label="Je souhaite recevoir la newsletter" />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
        Continuer
      </SubmitButton>
    </form>
  )
}

export function Step1Profile(props: StepProps<never> & { prefillEmail?: string }) {
  return props.account ? <ExistingProfile {...(props as StepProps<z.output<typeof step1UpdateSchema>>)} /> : <NewProfile {...(props as StepProps<z.output<typeof step1Schema>>)} />
}
