'use client'

import { apiRequest } from '@/client/api'
import { NEWSLETTER_TEXTS, NEWSLETTER_URLS } from '@/domain/newsletter'

import { PreferenceSwitch } from './PreferenceSwitch'

/** « La lettre hebdomadaire » in the member's space: one switch, saved as soon as it moves. */
export function NewsletterSettings({ subscribed }: { subscribed: boolean }) {
  return (
    <PreferenceSwitch
      heading={NEWSLETTER_TEXTS.spaceHeading}
      intro={NEWSLETTER_TEXTS.spaceIntro}
      label={NEWSLETTER_TEXTS.spaceSwitch}
      name="newsletter"
      initial={subscribed}
      save={async (next) => {
        const answer = await apiRequest<{ subscribed: boolean; message: string }>('PUT', NEWSLETTER_URLS.preference, { subscribed: next })
        return { on: answer.subscribed, message: answer.message }
      }}
    />
  )
}
