import type { MembershipStatus } from '@/domain/billing/membershipStates'

import { intArray, sql, type Transaction } from '../db/transaction'

type Queryable = Pick<Transaction, 'query'>

/**
 * Who gets « Résilier mon adhésion » in the footer of their mails: a member whose membership is
 * paid and not ended (running, failing, paused, or cancelled until its date). Applicants, offered
 * memberships and the team have no subscription. Read here, by the outbox, so that no caller of
 * composeMail has to ask.
 */
const PAYING_STATUSES: readonly MembershipStatus[] = ['active', 'past_due', 'paused', 'cancelling']
const PAYING = sql`m.stripe_subscription_id IS NOT NULL AND m.status IN (SELECT json_array_elements_text(${JSON.stringify(PAYING_STATUSES)}::json))`

/** Whether one of these addresses (a blind mail has several) belongs to a paying member. */
export async function paysSubscriptionAt(db: Queryable, addresses: readonly string[]): Promise<boolean> {
  const [row] = await db.query<{ paying: boolean }>(sql`
    SELECT true AS paying FROM memberships m JOIN users u ON u.id = m.member_id
     WHERE lower(u.email) IN (SELECT lower(a) FROM json_array_elements_text(${JSON.stringify(addresses)}::json) a) AND ${PAYING}
     LIMIT 1`)
  return row?.paying === true
}

/** Of these members, those who pay a subscription now (a mailing's copies, chosen per reader). */
export async function payingMembers(db: Queryable, memberIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ member_id: number }>(sql`
    SELECT m.member_id FROM memberships m WHERE m.member_id = ANY(${intArray(memberIds)}::int[]) AND ${PAYING}`)
  return new Set(rows.map((row) => row.member_id))
}
