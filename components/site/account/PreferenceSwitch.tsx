'use client'

import { useId, useState } from 'react'

import { showRequestError } from '@components/common/requestErrorToast'
import { Card } from '@components/ui/Card'
import { SwitchControl } from '@components/ui/fields/SwitchControl'
import { KitTheme } from '@components/ui/KitTheme'
import { Heading, Text } from '@components/ui/typography'

import { usePendingAction } from '@/client/usePendingAction'

type Props = {
  heading: string
  intro: string
  label: string
  name: string
  initial: boolean
  /** Saves the new choice; answers the choice stored and the sentence that says it. */
  save: (next: boolean) => Promise<{ on: boolean; message: string }>
}

/** One of the member's choices in their space: a switch, saved as soon as it moves, and what it now means. */
export function PreferenceSwitch({ heading, intro, label, name, initial, save }: Props) {
  const id = useId()
  const [on, setOn] = useState(initial)
  const [done, setDone] = useState('')
  const { pending, run } = usePendingAction(showRequestError)
  const change = (next: boolean) =>
    void run(async () => {
      setDone('')
      const answer = await save(next)
      setOn(answer.on)
      setDone(answer.message)
    })
  return (
    <KitTheme>
      <Card mt="6" asChild>
        <section aria-labelledby={`${id}-title`}>
          <Heading as="h2" size="5" id={`${id}-title`}>
            {heading}
          </Heading>
          <Text as="p" size="2" color="gray" mt="1" mb="3">
            {intro}
          </Text>
          <SwitchControl name={name} label={label} checked={on} onCheckedChange={change} disabled={pending} busy={pending} />
          <Text as="p" role="status" size="2" mt="2">
            {done}
          </Text>
        </section>
      </Card>
    </KitTheme>
  )
}
