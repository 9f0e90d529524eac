'use client'

import { Card } from '@components/ui/Card'
import { toast } from '@components/ui/Toast'
import { Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { priceLine } from '@/domain/billing/billingTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import { ACTIVATION_TEXTS, BOOKING_REFUSAL_TEXTS, planName } from '@/domain/billing/memberTexts'
import type { Offer } from '@/domain/billing/offers'
import { fill } from '@/domain/fill'

import { OfferChooser } from './OfferChooser'

/**
 * The mailed link's page, once its token is read: the plan and price the member applied for, the
 * offers they may choose, and the button that posts the token with the choice and opens Stripe's
 * checkout. No session needed: the signed link is the proof.
 */
export function ActivationForm({
  token,
  firstName,
  membership,
  offers,
  commitmentMonths,
}: {
  token: string
  firstName: string
  membership: MembershipView
  offers: Offer[]
  commitmentMonths: number
}) {
  const choose = async ({ plan, interval, rate }: Offer) => {
    const { url } = await apiRequest<{ url: string }>('POST', '/api/membership/activation', { token, plan, interval, rate })
    window.location.assign(url)
  }
  return (
    <Card>
      <Text as="p">{fill(ACTIVATION_TEXTS.greeting, { firstName })}</Text>
      <Text as="p" mt="2" weight="medium">
        {planName(membership.plan)} · {priceLine(membership.amountCents, membership.interval)}
      </Text>
      <div style={{ marginTop: 'var(--space-4)' }}>
        <OfferChooser
          offers={offers}
          commitmentMonths={commitmentMonths}
          onChoose={choose}
          onError={(error) => toast({ title: BOOKING_REFUSAL_TEXTS.title, description: errorMessage(error), variant: 'destructive' })}
        />
      </div>
    </Card>
  )
}
