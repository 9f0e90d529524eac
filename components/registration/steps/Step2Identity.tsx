'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { PricingPoints } from '@components/common/PricingStory'
import { RadioCardsField } from '@components/ui/fields/RadioCardsField'
import { SelectField } from '@components/ui/fields/SelectField'
import { DateField, TextField } from '@components/ui/fields/TextField'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Text } from '@components/ui/typography'

import { step2Greeting } from '@/domain/applicationIntro'
import { WIZARD_TEXTS } from '@/domain/messages/wizardTexts'
import { PLANS } from '@/domain/plans'
import { planPrice, PRICING_TEXTS } from '@/domain/pricing'
import { IDENTITIES } from '@/domain/profile'
import { step2Schema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

import { reportInvalid, STEP_FORM_OPTIONS, type StepProps } from '../stepForm'

type Values = z.input<typeof step2Schema>

const PLAN_OPTIONS = PLANS.map((plan) => ({
  value: plan.value,
  label: (
    <span>
      <strong>{plan.label}</strong>
      <Text as="span" size="2" style={{ display: 'block' }}>
        {planPrice(plan.value)}
        {plan.regularPrice !== null ? ` ${PRICING_TEXTS.insteadOf} ${plan.regularPrice} € (${PRICING_TEXTS.founderBadge})` : null}
      </Text>
      <Text as="span" size="1" color="gray" style={{ display: 'block' }}>
        {plan.perks.join(' · ')}
      </Text>
    </span>
  ),
}))

export function Step2Identity({ account, pending, onSubmit }: StepProps<z.output<typeof step2Schema>>) {
  const form = useForm<Values, unknown, z.output<typeof step2Schema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: {
      birthDate: account?.birthDate ?? '',
      phone: account?.phone ?? '',
      identity: (account?.identity ?? '') as Values['identity'],
      pricingPlan: (account?.pricingPlan ?? '') as Values['pricingPlan'],
    },
    resolver: zodResolver(step2Schema),
  })
  return (
    <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} noValidate>
      <Text as="p" size="4" mb="5">
        {step2Greeting(account?.firstName || '')}
      </Text>
      <DateField control={form.control} name="birthDate" label="Date de naissance" autoComplete="bday" required />
      <TextField control={form.control} name="phone" label="Téléphone" type="tel" autoComplete="tel" inputMode="tel" required />
      <SelectField
        control={form.control}
        name="identity"
        label="Comment vous définissez-vous ?"
        placeholder="Sélectionnez"
        options={IDENTITIES}
        required
      />
      <RadioCardsField
        control={form.control}
        name="pricingPlan"
        label="Votre formule"
        options={PLAN_OPTIONS}
        columns="3"
        selectedLabel={WIZARD_TEXTS.planSelected}
        required
      />
      <PricingPoints compact />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
        Continuer
      </SubmitButton>
    </form>
  )
}
