import type { ComponentProps } from 'react'

import { Badge } from '@components/ui/Badge'

import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@/domain/billing/membershipStates'

type BadgeColor = ComponentProps<typeof Badge>['color']

/** Green where the member may book, amber where they must act or it is ending, red for a failed payment. */
const COLORS: Record<MembershipStatus, BadgeColor> = {
  to_activate: 'amber',
  active: 'green',
  past_due: 'red',
  paused: 'gray',
  cancelling: 'amber',
  ended: 'gray',
  offered: 'green',
}

/** The membership's state in the words of `MEMBERSHIP_STATUSES`. */
export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  return (
    <Badge color={COLORS[status]} size="2">
      {MEMBERSHIP_STATUSES[status].label}
    </Badge>
  )
}
