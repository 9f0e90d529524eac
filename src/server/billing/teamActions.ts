import type { Payload } from 'payload'

import { frenchLongDate } from '@/domain/applicationStatus'
import { BILLING_ERRORS, priceLine } from '@/domain/billing/billingTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import type { User } from '@/payload-types'

import { invitationMailText } from './billingMailTexts'
import { activationLink } from './member/activationToken'
import { changeMembership, lockMembership, type MembershipRow, toMembershipView } from './memberships'
import { stripeClient } from './stripeClient'
import { auditPerson } from '../audit/auditLog'
import { inTransaction, sql, type Transaction } from '../db/transaction'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../email/outbox'
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

type Invited = MembershipRow & { email: string; first_name: string | null }

/**
 * Invites every member approved before paid membership who was not invited yet: one mail each,
 * queued in the transaction that sets `invited_at`, so a second click (or a second admin) finds
 * them invited and mails no one twice. Answers how many were invited.
 */
export async function inviteApprovedBefore(payload: Payload, admin: User): Promise<{ invited: number }> {
  if (!stripeClient()) throw new ApiError(409, BILLING_ERRORS.invitationsNeedBilling)
  const settings = await getSiteSettings(payload)
  const graceUntil = settings.billing.graceUntil ? frenchLongDate(settings.billing.graceUntil) : null
  const mails = await inTransaction(payload, async (tx: Transaction) => {
    const rows = await tx.query<Invited>(sql`
      SELECT m.*, u.email, u.first_name FROM memberships m JOIN users u ON u.id = m.member_id
       WHERE m.approved_before_billing AND m.invited_at IS NULL AND m.status = 'to_activate'
       ORDER BY m.member_id FOR UPDATE OF m SKIP LOCKED`)
    const ids: number[] = []
    for (const row of rows) {
      const price = row.amount_cents > 0 ? priceLine(row.amount_cents, row.billing_interval) : null
      const { subject, paragraphs } = invitationMailText({ href: activationLink(row.member_id), price, graceUntil })
      const composed = await composeMail(settings, { firstName: row.first_name, paragraphs: paragraphs(settings.brand) })
      ids.push(
        await enqueueMail(tx, {
          to: row.email,
          subject: mailSubject(settings.brandName, subject),
          ...composed,
          kind: 'membership-invitation',
        }),
      )
      await changeMembership(tx, row, { invited_at: new Date() }, { kind: 'membership.invited', actor: auditPerson(admin) })
    }
    return ids
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return { invited: mails.length }
}
