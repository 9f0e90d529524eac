import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Text } from '@components/ui/typography'

import { CANCEL_LABEL, CANCEL_PATH, mayCancel } from '@/domain/billing/cancellationTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import { MEMBER_BILLING_TEXTS as TEXTS, MEMBERSHIP_PATH } from '@/domain/billing/memberTexts'

import { MembershipFacts } from './MembershipFacts'

/** Whether the member has something to pay before they may book (or book again). */
export function needsActivation(membership: Pick<MembershipView, 'status'>): boolean {
  return membership.status === 'to_activate' || membership.status === 'ended'
}

/**
 * « Mon adhésion » in the member's space: the state, plan, price and next charge, then the way to
 * activate it (the full page, where the offers are) or to see it whole with the invoices.
 */
export function MembershipSummary({ membership }: { membership: MembershipView }) {
  const activate = needsActivation(membership)
  return (
    <Card mt="3">
      <MembershipFacts membership={membership} />
      <Text as="p" mt="3" weight={activate ? 'bold' : undefined}>
        <Link href={MEMBERSHIP_PATH}>{activate ? (membership.status === 'ended' ? TEXTS.resume : TEXTS.activate) : TEXTS.seeMore}</Link>
      </Text>
      {mayCancel(membership) ? <Link href={CANCEL_PATH}>{CANCEL_LABEL}</Link> : null}
    </Card>
  )
}
