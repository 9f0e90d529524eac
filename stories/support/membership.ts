import type { MembershipView } from '@/domain/billing/membershipStates'

/** A Premium membership paid monthly at the founder price, current: the stories of « Mon adhésion » start from it. */
export const activeMembership: MembershipView = {
  memberId: 7,
  status: 'active',
  plan: 'premium',
  interval: 'month',
  rate: 'founder',
  amountCents: 7900,
  currency: 'eur',
  statusSince: '2026-11-05T10:00:00Z',
  nextChargeAt: '2027-01-05T10:00:00Z',
  lastPaymentAt: '2026-12-05T10:00:00Z',
  lastPaymentCents: 7900,
  approvedBeforeBilling: false,
  graceUntil: null,
  offeredReason: null,
  pausedUntil: null,
  paymentFailedAt: null,
  paymentGraceUntil: null,
}
