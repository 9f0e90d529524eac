'use client'

import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/display'
import { SwitchField } from '@components/ui/fields/SwitchField'
import { Flex, Text } from '@components/ui/typography'

import { readPreferences, readPreferencesConsent, savePreferences } from '@/client/consentStorage'
import {
  ALL_ACCEPTED,
  ALL_REFUSED,
  COOKIE_CATEGORIES,
  type CookieCategory,
  type CookiePreferences,
  consentAfterToggle,
  type PreferencesConsent,
} from '@/domain/consent'

const CONSENT_LABELS: Record<PreferencesConsent, string> = {
  accepted: 'Vous avez accepté les cookies.',
  partial: 'Vous avez accepté une partie des cookies.',
  rejected: 'Vous avez refusé les cookies non essentiels.',
}

/** SPEC §4 cookies page: necessary always on; each other category switchable; accept or refuse all. */
export function CookiePreferencesForm() {
  const form = useForm<CookiePreferences>({ defaultValues: ALL_REFUSED })
  const [consent, setConsent] = useState<PreferencesConsent | null>(null)

  useEffect(() => {
    const stored = readPreferences()
    if (stored) form.reset(stored)
    setConsent(readPreferencesConsent())
  }, [form])

  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change' || !name || name === 'necessary') return
      const next = consentAfterToggle(Boolean(values[name as CookieCategory]))
      savePreferences({ ...ALL_REFUSED, ...values, necessary: true } as CookiePreferences, next)
      setConsent(next)
    })
    return () => subscription.unsubscribe()
  }, [form])

  const setAll = (preferences: CookiePreferences, value: PreferencesConsent) => {
    form.reset(preferences)
    savePreferences(preferences, value)
    setConsent(value)
  }

  return (
    <form onSubmit={(event) => event.preventDefault()} aria-labelledby="cookie-preferences-title">
      <Flex direction="column" gap="3">
        {COOKIE_CATEGORIES.map((category) => (
          <Card key={category.id}>
            <SwitchField
              control={form.control}
              name={category.id}
              label={<strong>{category.title}</strong>}
              hint={category.description}
              disabled={category.id === 'necessary'}
            />
          </Card>
        ))}
      </Flex>
      <Flex gap="3" mt="4" wrap="wrap" align="center">
        <Button type="button" onClick={() => setAll(ALL_ACCEPTED, 'accepted')}>
          Tout accepter
        </Button>
        <Button type="button" onClick={() => setAll(ALL_REFUSED, 'rejected')}>
          Tout refuser
        </Button>
        <Text role="status" size="2" color="gray">
          {consent ? CONSENT_LABELS[consent] : 'Aucun choix enregistré pour le moment.'}
        </Text>
      </Flex>
    </form>
  )
}
