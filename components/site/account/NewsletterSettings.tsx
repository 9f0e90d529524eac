'use client'

import { useId, useState } from 'react'

import { Card } from '@components/ui/Card'
import { SwitchControl } from '@components/ui/fields/SwitchControl'
import { KitTheme } from '@components/ui/KitTheme'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { NEWSLETTER_TEXTS, NEWSLETTER_URLS } from '@/domain/newsletter'

import { showRequestError } from '../requestErrorToast'

/** « La lettre hebdomadaire » in the member's space: one switch, saved as soon as it moves. */
export function NewsletterSettings({ subscribed }: { subscribed: boolean }) {
  const id = useId()
  const [on, setOn] = useState(subscribed)
  const [done, setDone] = useState('')
  const { pending, run } = usePendingAction(showRequestError)
  const change = (next: boolean) =>
    void run(async () => {
      setDone('')
      const answer = await apiRequest<{ subscribed: boolean; message: string }>('PUT', NEWSLETTER_URLS.preference, { subscribed: next })
      setOn(answer.subscribed)
      setDone(answer.message)
    })
  return (
    <KitTheme>
      <Card mt="6" asChild>
        <section aria-labelledby={`${id}-title`}>
          <Heading as="h2" size="5" id={`${id}-title`}>
            {NEWSLETTER_TEXTS.spaceHeading}
          </Heading>
          <Text as="p" size="2" color="gray" mt="1" mb="3">
            {NEWSLETTER_TEXTS.spaceIntro}
          </Text>
          <SwitchControl
            name="newsletter"
            label={NEWSLETTER_TEXTS.spaceSwitch}
            checked={on}
            onCheckedChange={change}
            disabled={pending}
            busy={pending}
          />
          <Text as="p" role="status" size="2" mt="2">
            {done}
          </Text>
        </section>
      </Card>
    </KitTheme>
  )
}
