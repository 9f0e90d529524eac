'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { CheckboxGroupField } from '@components/ui/fields/CheckboxGroupField'
import { RadioCardsField } from '@components/ui/fields/RadioCardsField'
import { SliderField } from '@components/ui/fields/SliderField'
import { TextareaField } from '@components/ui/fields/TextareaField'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Heading, Text } from '@components/ui/typography'

import { ALLERGY_OPTIONS, DIET_PREFERENCE_OPTIONS, DIETARY_OTHER_MAX } from '@/domain/dietary'
import { WIZARD_TEXTS } from '@/domain/messages/wizardTexts'
import { defaultPersonalityResponses, PERSONALITY_CHOICES, PERSONALITY_SLIDERS, SLIDER_MAX, SLIDER_MIN } from '@/domain/personality'
import { step6Schema } from '@/domain/registration'
import { PENDING_LABELS } from '@/domain/ui'

import { reportInvalid, STEP_FORM_OPTIONS, type StepProps } from '../stepForm'

type Values = z.input<typeof step6Schema>
const CHOICE_TITLES: Record<(typeof PERSONALITY_CHOICES)[number]['id'], string> = {
  explore_vs_deepen: 'À table, vous préférez…',
  experiences_vs_ideas: 'Dans une conversation, vous aimez surtout…',
  elegant_vs_festive: 'Votre dîner idéal est…',
}

export function Step6Table({ account, pending, onSubmit }: StepProps<z.output<typeof step6Schema>>) {
  const form = useForm<Values, unknown, z.output<typeof step6Schema>>({
    ...STEP_FORM_OPTIONS,
    defaultValues: {
      personalityResponses: {
        ...defaultPersonalityResponses(),
        ...(account?.personalityResponses ?? {}),
      } as Values['personalityResponses'],
      dietaryInfo: {
        allergies: account?.dietaryInfo?.allergies ?? [],
        preferences: account?.dietaryInfo?.preferences ?? [],
        otherInfo: account?.dietaryInfo?.otherInfo ?? '',
      },
    },
    resolver: zodResolver(step6Schema),
  })
  return (
    <form onSubmit={form.handleSubmit(onSubmit, reportInvalid)} noValidate>
      <Heading as="h2" size="4" mb="3">
        Votre manière d’être à table
      </Heading>
      <Text as="p" color="gray" mb="4">
        Placez chaque curseur entre les deux propositions (de {SLIDER_MIN} à {SLIDER_MAX}) : cela nous aide à composer des tables
        équilibrées.
      </Text>
      {PERSONALITY_SLIDERS.map((item) => (
        <SliderField
          key={item.id}
          control={form.control}
          name={`personalityResponses.${item.id}`}
          label={`${item.low} ou ${item.high}`}
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          lowLabel={item.low}
          highLabel={item.high}
        />
      ))}
      {PERSONALITY_CHOICES.map((choice) => (
        <RadioCardsField
          key={choice.id}
          control={form.control}
          name={`personalityResponses.${choice.id}`}
          label={CHOICE_TITLES[choice.id]}
          options={choice.options}
          columns="2"
          selectedLabel={WIZARD_TEXTS.choiceSelected}
        />
      ))}
      <Heading as="h2" size="4" mt="6" mb="2">
        Informations alimentaires (facultatives)
      </Heading>
      <Text as="p" color="gray" mb="4">
        Nous les demandons uniquement pour adapter le repas avec le restaurant. Elles ne servent à rien d’autre et vous pouvez les effacer à
        tout moment.
      </Text>
      <CheckboxGroupField control={form.control} name="dietaryInfo.allergies" label="Allergies" options={ALLERGY_OPTIONS} columns="3" />
      <CheckboxGroupField
        control={form.control}
        name="dietaryInfo.preferences"
        label="Préférences"
        options={DIET_PREFERENCE_OPTIONS}
        columns="3"
      />
      <TextareaField
        control={form.control}
        name="dietaryInfo.otherInfo"
        label="Autres informations"
        rows={3}
        maxLength={DIETARY_OTHER_MAX}
      />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.saving}>
        Continuer
      </SubmitButton>
    </form>
  )
}
