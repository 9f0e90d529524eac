import type { Payload } from 'payload'

import type { MembershipTotals, TeamMembershipRow, TeamMemberships } from '@/domain/api/membership'
import { TEAM_MEMBERSHIPS_PAGE_SIZE, type TeamMembershipsQuery } from '@/domain/billing/billingTexts'
import { MEMBERSHIP_STATUS_KEYS, type MembershipStatus } from '@/domain/billing/membershipStates'

import { type MembershipRow, toMembershipView } from './memberships'
import { stripeClient } from './stripeClient'
import { outsideTransaction, sql } from '../db/transaction'
import { getSiteSettings } from '../settings/siteSettings'

type Listed = MembershipRow & { email: string; first_name: string | null; last_name: string | null }

/** The statuses whose price is being collected: they make the monthly recurring revenue. */
const RECURRING = sql.raw(`'active', 'cancelling'`)

async function totals(payload: Payload, graceDays: number, now: Date): Promise<MembershipTotals> {
  const db = outsideTransaction(payload)
  const [revenue] = await db.query<{ mrr: string | null }>(sql`
    SELECT round(sum(CASE billing_interval WHEN 'year' THEN amount_cents / 12.0 WHEN 'month' THEN amount_cents ELSE 0 END)) AS mrr
      FROM memberships WHERE status IN (${RECURRING})
       -- A membership cancelled during its pause collects nothing until the pause ends.
       AND (paused_until IS NULL OR paused_until <= ${now.toISOString()}::timestamptz)`)
  const rows = await db.query<{ status: MembershipStatus; count: string }>(
    sql`SELECT status, count(*) AS count FROM memberships GROUP BY status`,
  )
  const counts = Object.fromEntries(MEMBERSHIP_STATUS_KEYS.map((status) => [status, 0])) as Record<MembershipStatus, number>
  for (const row of rows) counts[row.status] = Number(row.count)
  const [suspended] = await db.query<{ count: string }>(sql`
    SELECT count(*) AS count FROM memberships
     WHERE status = 'past_due' AND payment_failed_at + make_interval(days => ${graceDays}::int) <= ${now.toISOString()}::timestamptz`)
  return { mrrCents: Number(revenue?.mrr ?? 0), counts, suspended: Number(suspended.count) }
}

/**
 * A page of every member's membership, newest status change first, optionally of one status,
 * with the totals over all of them: the team's « Adhésions » and its CSV export read this.
 */
export async function teamMemberships(
  payload: Payload,
  query: TeamMembershipsQuery,
  pageSize = TEAM_MEMBERSHIPS_PAGE_SIZE,
): Promise<TeamMemberships> {
  const db = outsideTransaction(payload)
  const { billing } = await getSiteSettings(payload)
  const filter = query.status ? sql`WHERE m.status = ${query.status}` : sql``
  const [count] = await db.query<{ total: string }>(sql`SELECT count(*) AS total FROM memberships m ${filter}`)
  const rows = await db.query<Listed>(sql`
    SELECT m.*, u.email, u.first_name, u.last_name FROM memberships m JOIN users u ON u.id = m.member_id ${filter}
     ORDER BY m.status_since DESC, m.member_id DESC LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`)
  const docs: TeamMembershipRow[] = rows.map((row) => ({
    ...toMembershipView(row, billing),
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    invitedAt: row.invited_at ? new Date(row.invited_at).toISOString() : null,
  }))
  const totalDocs = Number(count.total)
  return {
    docs,
    totalDocs,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(totalDocs / pageSize)),
    limit: pageSize,
    totals: await totals(payload, billing.failedPaymentGraceDays, new Date()),
    billing: stripeClient() !== null,
  }
}
