import type { BillingSettings } from '@/domain/billing/billingSettings'
import type { MembershipPlan } from '@/domain/billing/membershipStates'
import { findOffer, offersFor } from '@/domain/billing/offers'
import type { User } from '@/payload-types'

import { createMembership } from './memberships'
import { billingOn } from './stripeClient'
import type { Transaction } from '../db/transaction'

/**
 * The membership an approval opens, in the approval's transaction: to activate, at the price the
 * settings offer the member's plan now (the founder price while founders are welcome). Approved
 * while billing is off, the member counts as approved before paid membership: turning billing on
 * later leaves them booking during the grace, as those approved before this existed.
 */
export async function openMembershipOnApproval(tx: Transaction, member: User, billing: BillingSettings, now: Date): Promise<void> {
  const plan: MembershipPlan = (member.pricingPlan as MembershipPlan | null | undefined) ?? 'essential'
  const offers = offersFor(billing, member, now)
  const offer =
    (plan === 'test'
      ? findOffer(offers, { plan, interval: 'once', rate: 'list' })
      : findOffer(offers, { plan, interval: 'month', rate: billing.foundersOpen ? 'founder' : 'list' })) ?? null
  await createMembership(tx, {
    memberId: member.id,
    plan,
    interval: plan === 'test' ? 'once' : 'month',
    rate: plan === 'test' ? 'list' : billing.foundersOpen ? 'founder' : 'list',
    amountCents: offer?.amountCents ?? 0,
    approvedBeforeBilling: !billingOn(),
  })
}
