'use client'

import { useState } from 'react'

import { showRequestError } from '@components/common/requestErrorToast'
import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { KitTheme } from '@components/ui/KitTheme'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { PENDING_LABELS } from '@/domain/ui'

/**
 * Whether the account's address is proven, on /status: what is awaited, and a new link on
 * demand (the previous ones stop working).
 */
export function EmailStatus({ email, pendingEmail, verified }: { email: string; pendingEmail: string | null; verified: boolean }) {
  const [sent, setSent] = useState(false)
  const { pending, run } = usePendingAction(showRequestError)
  const resend = () =>
    run(async () => {
      await apiRequest('POST', '/api/auth/confirm-email/resend')
      setSent(true)
    })
  if (verified && !pendingEmail) return null

  return (
    <KitTheme>
      <Card mb="4">
        <Heading as="h2" size="4">
          {pendingEmail ? 'Nouvelle adresse à confirmer' : 'Adresse e-mail à confirmer'}
        </Heading>
        <Text as="p" mt="2">
          {pendingEmail ? (
            <>
              Ouvrez le lien envoyé à <strong>{pendingEmail}</strong> : cette adresse remplacera <strong>{email}</strong> une fois
              confirmée.
            </>
          ) : (
            <>
              Ouvrez le lien envoyé à <strong>{email}</strong> pour confirmer qu’elle est bien la vôtre. Votre inscription n’attend pas
              cette confirmation.
            </>
          )}
        </Text>
        <Button variant="secondary" onClick={() => resend()} disabled={pending} aria-busy={pending || undefined} style={{ marginTop: 12 }}>
          {pending ? PENDING_LABELS.sending : 'Renvoyer le lien'}
        </Button>
        <Text as="p" role="status" size="2" mt="2">
          {sent ? ACCOUNT_TEXTS.confirmationSent : ''}
        </Text>
      </Card>
    </KitTheme>
  )
}
