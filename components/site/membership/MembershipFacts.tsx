import { Text } from '@components/ui/typography'

import { frenchLongDate } from '@/domain/applicationStatus'
import { euros, priceLine } from '@/domain/billing/billingTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import { MEMBER_BILLING_TEXTS as TEXTS, planName } from '@/domain/billing/memberTexts'
import { fill } from '@/domain/fill'

import { MembershipStatusBadge } from './MembershipStatusBadge'
import { PaymentFailureNotice } from './PaymentFailureNotice'

/** What a membership's state means for the member; a cancelled one says until when it runs. */
function statusHint(membership: MembershipView): string {
  const until = membership.cancelAt ?? membership.nextChargeAt ?? membership.statusSince
  return fill(TEXTS.statusHints[membership.status], { date: frenchLongDate(until) })
}

/** The next charge's amount: a cheaper plan chosen for the renewal is the one it charges. */
const nextAmount = (membership: MembershipView) => membership.nextPlan?.amountCents ?? membership.amountCents

/**
 * The facts of a membership: its state, the plan at the price subscribed at (kept whatever the
 * settings say later), the next charge, the last payment, and the grace or the team's gift.
 */
export function MembershipFacts({ membership, detailed = false }: { membership: MembershipView; detailed?: boolean }) {
  const charge = membership.status === 'cancelling' ? null : membership.nextChargeAt
  return (
    <>
      <MembershipStatusBadge status={membership.status} />
      <Text as="p" mt="3" weight="medium">
        {planName(membership.plan)} · {priceLine(membership.amountCents, membership.interval)}
      </Text>
      <Text as="p" mt="1">
        {statusHint(membership)}
      </Text>
      <PaymentFailureNotice membership={membership} />
      {charge ? (
        <Text as="p" mt="1">
          {fill(TEXTS.nextCharge, { amount: euros(nextAmount(membership)), date: frenchLongDate(charge) })}
        </Text>
      ) : null}
      {detailed && membership.lastPaymentAt && membership.lastPaymentCents !== null ? (
        <Text as="p" mt="1">
          {fill(TEXTS.lastPayment, { amount: euros(membership.lastPaymentCents), date: frenchLongDate(membership.lastPaymentAt) })}
        </Text>
      ) : null}
      {membership.approvedBeforeBilling && membership.status === 'to_activate' ? (
        <Text as="p" mt="1">
          {membership.graceUntil ? fill(TEXTS.graceUntil, { date: frenchLongDate(membership.graceUntil) }) : TEXTS.graceOpen}
        </Text>
      ) : null}
      {detailed && membership.status === 'offered' && membership.offeredReason ? (
        <Text as="p" mt="1">
          {fill(TEXTS.offeredReason, { reason: membership.offeredReason })}
        </Text>
      ) : null}
      {detailed ? (
        <Text as="p" size="2" color="gray" mt="2">
          {fill(TEXTS.since, { date: frenchLongDate(membership.statusSince) })}
        </Text>
      ) : null}
    </>
  )
}
