'use client'

import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/display'
import { SwitchField } from '@components/ui/fields/SwitchField'
import { Flex, Text } from '@components/ui/typography'

import { readBannerConsent, readPreferences, savePreferences, subscribeConsent } from '@/client/consentStorage'
import {
  ALL_ACCEPTED,
  ALL_REFUSED,
  COOKIE_CATEGORIES,
  type CookieCategory,
  type CookiePreferences,
  consentAfterToggle,
  describeCookieChoice,
  type PreferencesConsent,
} from '@/domain/consent'

/** The stored choice: this page's preferences, else the banner's (all or nothing), else none. */
function storedChoice(): CookiePreferences | null {
  const banner = readBannerConsent()
  return readPreferences() ?? (banner ? (banner === 'accepted' ? ALL_ACCEPTED : ALL_REFUSED) : null)
}

/**
 * SPEC §4 cookies page: necessary always on; each other category switchable; accept or refuse
 * all. The status line says which categories are on and off, whatever SPEC's stored consent value.
 */
export function CookiePreferencesForm() {
  const form = useForm<CookiePreferences>({ defaultValues: ALL_REFUSED })
  // A string snapshot, so that the store compares equal while nothing changed.
  const stored = useSyncExternalStore(
    subscribeConsent,
    () => JSON.stringify(storedChoice()),
    () => 'null',
  )
  const choice = useMemo(() => JSON.parse(stored) as CookiePreferences | null, [stored])

  useEffect(() => {
    const initial = storedChoice()
    if (initial) form.reset(initial)
  }, [form])

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, name, type }) => {
        if (type !== 'change' || !name || name === 'necessary') return
        const preferences = { ...ALL_REFUSED, ...values, necessary: true }
        savePreferences(preferences, consentAfterToggle(Boolean(values[name as CookieCategory])))
      },
    })
  }, [form])

  const setAll = (preferences: CookiePreferences, value: PreferencesConsent) => {
    form.reset(preferences)
    savePreferences(preferences, value)
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
          {describeCookieChoice(choice)}
        </Text>
      </Flex>
    </form>
  )
}
