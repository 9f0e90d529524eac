import { Text } from '@components/ui/typography'

import { frenchLongDate } from '@/domain/applicationStatus'
import { type MembershipView, membershipSuspended } from '@/domain/billing/membershipStates'
import { PAYMENT_FAILURE_NOTICE } from '@/domain/billing/paymentTexts'
import { fill } from '@/domain/fill'

/**
 * After a failed renewal, what it means for booking: allowed until the grace's end, then
 * suspended (seats already held kept) until a payment succeeds.
 */
export function PaymentFailureNotice({ membership, now = new Date() }: { membership: MembershipView; now?: Date }) {
  if (membership.status !== 'past_due' || !membership.paymentGraceUntil) return null
  const date = frenchLongDate(membership.paymentGraceUntil)
  return (
    <Text as="p" mt="1" weight="medium" color="red">
      {fill(membershipSuspended(membership, now) ? PAYMENT_FAILURE_NOTICE.suspended : PAYMENT_FAILURE_NOTICE.grace, { date })}
    </Text>
  )
}
