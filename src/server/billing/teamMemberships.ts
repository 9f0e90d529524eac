import type { Payload } from 'payload'

import { MEMBERSHIP_STATUS_KEYS, type MembershipStatus } from '@/domain/billing/membershipStates'
import { type MembershipsAnswer, TEAM_MEMBERSHIPS_PAGE_SIZE, type TeamMembershipsQuery } from '@/domain/billing/teamMemberships'

import { type MembershipRow, toMembershipView } from './memberships'
import { pool } from '../db/pool'
import { getSiteSettings } from '../settings/siteSettings'

type ListedRow = MembershipRow & { first_name: string | null; last_name: string | null; email: string; total: string }

/**
 * « Adhésions » (admins; the view and the route check it): one page of the memberships of a status,
 * paged in SQL, and the totals over all of them. The monthly recurring revenue counts what is being
 * paid: active memberships and those cancelled at the end of a period still running, an annual
 * price as a twelfth; a test ticket, an offered or a failed one brings nothing in a month.
 */
export async function teamMemberships(payload: Payload, query: TeamMembershipsQuery): Promise<MembershipsAnswer> {
  const db = pool(payload)
  const limit = TEAM_MEMBERSHIPS_PAGE_SIZE
  const [{ rows }, { rows: counted }, { billing }] = await Promise.all([
    db.query<ListedRow>(
      `SELECT m.*, u.first_name, u.last_name, u.email, count(*) OVER () AS total
         FROM memberships m JOIN users u ON u.id = m.member_id
        WHERE $1::text = '' OR m.status = $1
        ORDER BY lower(u.last_name), lower(u.first_name), m.member_id
        LIMIT $2 OFFSET $3`,
      [query.status, limit, (query.page - 1) * limit],
    ),
    db.query<{ status: MembershipStatus; count: string; mrr: string | null }>(
      `SELECT status, count(*) AS count,
              sum(CASE billing_interval WHEN 'month' THEN amount_cents WHEN 'year' THEN amount_cents / 12.0 ELSE 0 END)
                FILTER (WHERE status IN ('active', 'cancelling')) AS mrr
         FROM memberships GROUP BY status`,
    ),
    getSiteSettings(payload),
  ])
  const totalDocs = Number(rows[0]?.total ?? 0)
  const counts = Object.fromEntries(MEMBERSHIP_STATUS_KEYS.map((status) => [status, 0])) as Record<MembershipStatus, number>
  for (const row of counted) counts[row.status] = Number(row.count)
  return {
    docs: rows.map((row) => ({
      ...toMembershipView(row, billing),
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      email: row.email,
    })),
    totalDocs,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(totalDocs / limit)),
    limit,
    totals: { mrrCents: Math.round(counted.reduce((sum, row) => sum + Number(row.mrr ?? 0), 0)), counts },
  }
}
