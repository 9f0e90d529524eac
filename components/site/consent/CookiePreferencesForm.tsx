'use client'

import { useMemo, useState, useSyncExternalStore } from 'react'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { SwitchControl } from '@components/ui/fields/SwitchControl'
import { Flex, Text } from '@components/ui/typography'

import { readBannerConsent, readPreferences, savePreferences, subscribeConsent } from '@/client/consentStorage'
import {
  ALL_ACCEPTED,
  ALL_REFUSED,
  type CookieCategory,
  type CookiePreferences,
  consentAfterToggle,
  type PreferencesConsent,
} from '@/domain/consent'
import { COOKIE_CATEGORIES, describeCookieChoice } from '@/domain/cookieChoices'

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
  // A string snapshot, so that the store compares equal while nothing changed.
  const stored = useSyncExternalStore(
    subscribeConsent,
    () => JSON.stringify(storedChoice()),
    () => 'null',
  )
  const choice = useMemo(() => JSON.parse(stored) as CookiePreferences | null, [stored])
  // What the visitor set here, while the stored choice is still the one it was made on: it holds
  // when the browser keeps nothing (storage refused), and gives way to a choice made since in
  // another tab or in the banner.
  const [edited, setEdited] = useState<{ on: string; values: CookiePreferences } | null>(null)
  const values = (edited?.on === stored ? edited.values : null) ?? choice ?? ALL_REFUSED

  const save = (preferences: CookiePreferences, value: PreferencesConsent) => {
    setEdited({ on: stored, values: preferences })
    savePreferences(preferences, value)
  }
  const toggle = (category: CookieCategory, on: boolean) => save({ ...values, [category]: on, necessary: true }, consentAfterToggle(on))

  return (
    <form onSubmit={(event) => event.preventDefault()} aria-labelledby="cookie-preferences-title">
      <Flex direction="column" gap="3">
        {COOKIE_CATEGORIES.map((category) => (
          <Card key={category.id}>
            <SwitchControl
              name={category.id}
              label={<strong>{category.title}</strong>}
              hint={category.description}
              checked={values[category.id]}
              onCheckedChange={(on) => toggle(category.id, on)}
              disabled={category.id === 'necessary'}
            />
          </Card>
        ))}
      </Flex>
      <Flex gap="3" mt="4" wrap="wrap" align="center">
        <Button type="button" onClick={() => save(ALL_ACCEPTED, 'accepted')}>
          Tout accepter
        </Button>
        <Button type="button" onClick={() => save(ALL_REFUSED, 'rejected')}>
          Tout refuser
        </Button>
        <Text role="status" size="2" color="gray">
          {describeCookieChoice(choice)}
        </Text>
      </Flex>
    </form>
  )
}
