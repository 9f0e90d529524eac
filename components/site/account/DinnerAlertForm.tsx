'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { showRequestError } from '@components/common/requestErrorToast'
import { Button } from '@components/ui/Button'
import { CheckboxGroupField } from '@components/ui/fields/CheckboxGroupField'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Flex, Text } from '@components/ui/typography'

import { usePendingKey } from '@/client/usePendingAction'
import { DINNER_ALERT_TEXTS, type DinnerAlertChoice, dinnerAlertSchema } from '@/domain/dinnerAlerts'
import { WEEKDAYS } from '@/domain/newsletter'
import { THEMES } from '@/domain/themes'
import { PENDING_LABELS } from '@/domain/ui'

type Input = z.input<typeof dinnerAlertSchema>

const THEME_CHOICES = THEMES.map((theme) => ({ value: theme.id, label: theme.title }))
const EMPTY: Input = { themes: [], cities: [], weekdays: [] }

export type DinnerAlertFormProps = {
  /** The member's saved choice, or null when they asked for nothing. */
  initial: DinnerAlertChoice | null
  /** The cities the club's dinners were announced in. */
  cities: readonly string[]
  /** Saves the choice; the answer's sentence is shown. */
  onSave: (choice: DinnerAlertChoice) => Promise<string>
  /** Stops the alerts; the answer's sentence is shown. */
  onClear: () => Promise<string>
}

/** « Prévenez-moi » as a form: themes (at least one), then cities and days, none meaning all. */
export function DinnerAlertForm({ initial, cities, onSave, onClear }: DinnerAlertFormProps) {
  const form = useForm<Input, unknown, DinnerAlertChoice>({ defaultValues: initial ?? EMPTY, resolver: zodResolver(dinnerAlertSchema) })
  const [done, setDone] = useState('')
  const [saved, setSaved] = useState(initial !== null)
  const { pending: busy, run } = usePendingKey<'save' | 'clear'>(showRequestError)
  const save = form.handleSubmit((values) =>
    run('save', async () => {
      setDone(await onSave(values))
      setSaved(true)
      form.reset(values)
    }),
  )
  const clear = () =>
    run('clear', async () => {
      setDone(await onClear())
      setSaved(false)
      form.reset(EMPTY)
    })
  return (
    <form onSubmit={save} noValidate onChange={() => setDone('')}>
      <CheckboxGroupField
        control={form.control}
        name="themes"
        label={DINNER_ALERT_TEXTS.themes}
        options={THEME_CHOICES}
        columns="2"
        required
      />
      {cities.length > 0 ? (
        <CheckboxGroupField
          control={form.control}
          name="cities"
          label={DINNER_ALERT_TEXTS.cities}
          options={cities.map((city) => ({ value: city, label: city }))}
          columns="3"
          phoneColumns="2"
        />
      ) : (
        <Text as="p" size="2" mb="3">
          {DINNER_ALERT_TEXTS.noCities}
        </Text>
      )}
      <CheckboxGroupField
        control={form.control}
        name="weekdays"
        label={DINNER_ALERT_TEXTS.weekdays}
        options={WEEKDAYS}
        columns="4"
        phoneColumns="2"
      />
      <Flex gap="3" wrap="wrap">
        <SubmitButton pending={busy === 'save'} pendingLabel={PENDING_LABELS.saving} disabled={busy !== null}>
          {DINNER_ALERT_TEXTS.save}
        </SubmitButton>
        {saved ? (
          <Button type="button" variant="outline" onClick={clear} disabled={busy !== null} aria-busy={busy === 'clear' || undefined}>
            {DINNER_ALERT_TEXTS.clear}
          </Button>
        ) : null}
      </Flex>
      <Text as="p" role="status" size="2" mt="2">
        {done}
      </Text>
    </form>
  )
}
