'use client'

import { useId, useState } from 'react'

import { showRequestError } from '@components/common/requestErrorToast'
import { Button } from '@components/ui/Button'
import { TextInput } from '@components/ui/fields/TextInput'
import { Flex, Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { SPONSORSHIP_PATHS, SPONSORSHIP_TEXTS as T } from '@/domain/sponsorship'

/** Under an application the member's invitation led to: ask another member, by their address, to second it. */
export function SecondSponsorAsk({ invitationId }: { invitationId: number }) {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [done, setDone] = useState('')
  const id = useId()
  const { pending, run } = usePendingAction(showRequestError)
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {T.secondAsk}
      </Button>
    )
  }
  const ask = () =>
    void run(async () => {
      const { message } = await apiRequest<{ message: string }>('POST', SPONSORSHIP_PATHS.secondSponsor, { invitationId, email })
      setDone(message)
    })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        ask()
      }}
    >
      <Flex gap="2" align="end" wrap="wrap">
        <TextInput
          name={`second-${id}`}
          label={T.secondEmail}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button type="submit" size="sm" disabled={pending}>
          {T.secondAsk}
        </Button>
      </Flex>
      <Text as="p" role="status" size="2">
        {done}
      </Text>
    </form>
  )
}
