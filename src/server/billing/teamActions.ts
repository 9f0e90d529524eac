import type { Payload } from 'payload'

import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import type { User } from '@/payload-types'

import { changeMembership, lockMembership, toMembershipView } from './memberships'
import { auditPerson } from '../audit/auditLog'
import { inTransaction } from '../db/transaction'
import { ApiError } from '../http/errors'
import { getSiteSettings } from '../settings/siteSettings'

/** « Offerte »: the team grants the membership without payment, with its reason in the Journal. */
export async function offerMembership(payload: Payload, admin: User, memberId: number, reason: string): Promise<MembershipView> {
  const { billing } = await getSiteSettings(payload)
  return inTransaction(payload, async (tx) => {
    const row = await lockMembership(tx, memberId)
    if (!row) throw new ApiError(404, BILLING_ERRORS.noMembership)
    const after = await changeMembership(
      tx,
      row,
      { status: 'offered', offered_reason: reason, offered_by: admin.id },
      { kind: 'membership.offered', actor: auditPerson(admin), note: { reason } },
    )
    return toMembershipView(after, billing)
  })
}
