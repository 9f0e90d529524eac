'use client'

import { useState } from 'react'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { PAYMENT_METHOD_TEXTS } from '@/domain/billing/paymentTexts'

/**
 * The failed-payment mail's page: what the button does, then Stripe's page to update the payment
 * method. Opening the page does nothing (mail scanners follow links): the button posts the link's
 * token and leaves for Stripe.
 */
export function PaymentMethodButton({
  token,
  open = (url) => window.location.assign(url),
}: {
  token: string
  open?: (url: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const { pending, run } = usePendingAction((failure) => setError(errorMessage(failure)), { leaves: true })
  const go = () =>
    void run(async () => {
      const { url } = await apiRequest<{ url: string }>('POST', '/api/membership/payment-method', { token })
      open(url)
    })
  return (
    <Card>
      <Text as="p" mb="3">
        {PAYMENT_METHOD_TEXTS.question}
      </Text>
      <Button onClick={go} disabled={pending} aria-busy={pending || undefined}>
        {pending ? PAYMENT_METHOD_TEXTS.pending : PAYMENT_METHOD_TEXTS.open}
      </Button>
      {error ? (
        <Text as="p" mt="3" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Card>
  )
}
