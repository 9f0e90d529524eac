'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { LoadingText } from '@components/ui/LoadingText'
import { Card } from '@components/ui/display'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { API_ERRORS } from '@/domain/messages'
import { PENDING_LABELS } from '@/domain/ui'

type Outcome = { ok: true; message: string } | { ok: false; message: string }

/**
 * The page an e-mailed link opens: it confirms the address at once (holding the link is the
 * proof), once even if React mounts the page twice, and says what happened.
 */
export function EmailConfirmation({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: API_ERRORS.confirmationInvalid })
  const sent = useRef(false)
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    apiRequest<{ message: string }>('POST', '/api/auth/confirm-email', { token })
      .then(({ message }) => setOutcome({ ok: true, message }))
      .catch((error: unknown) => setOutcome({ ok: false, message: errorMessage(error) }))
  }, [token])

  if (!outcome) return <LoadingText>{PENDING_LABELS.confirming}</LoadingText>
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
