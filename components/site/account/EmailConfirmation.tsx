'use client'

import { useState } from 'react'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { PENDING_LABELS } from '@/domain/ui'

type Outcome = { ok: true; message: string } | { ok: false; message: string }

/**
 * The page an e-mailed link opens, for a signed-in account: the holder confirms with a click
 * (a mail scanner that opens links confirms nothing) and reads what happened.
 */
export function EmailConfirmation({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: API_ERRORS.confirmationInvalid })
  const { pending, run } = usePendingAction((error) => setOutcome({ ok: false, message: errorMessage(error) }))
  const confirm = () =>
    void run(async () => {
      const { message } = await apiRequest<{ message: string }>('POST', '/api/auth/confirm-email', { token })
      setOutcome({ ok: true, message })
    })

  if (!outcome) {
    return (
      <Card>
        <Text as="p" mb="3">
          Confirmez que cette adresse e-mail est bien la vôtre.
        </Text>
        <Button onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? PENDING_LABELS.confirming : 'Confirmer mon adresse'}
        </Button>
      </Card>
    )
  }
  return (
    <Card>
      <Heading as="h2" size="5">
        {outcome.ok ? 'Adresse confirmée' : 'Confirmation impossible'}
      </Heading>
      <Text as="p" mt="2" role={outcome.ok ? 'status' : 'alert'}>
        {outcome.message}
      </Text>
      <Text as="p" mt="3">
        <Link href="/status">Aller à mon espace</Link>
      </Text>
    </Card>
  )
}
