import { fill } from '@/domain/fill'
import {
  type InvitationState,
  quarterOf,
  type SponsorInvitation,
  type SponsorshipSettings,
  type SponsorSpace,
  SPONSORSHIP_TEXTS,
} from '@/domain/sponsorship'
import type { User } from '@/payload-types'

import { fullName, quotaOf, sentThisQuarter } from './invitations'
import { sql, type Transaction } from '../db/transaction'

type Queryable = Pick<Transaction, 'query'>

type Row = {
  id: number
  email: string
  sent_at: Date
  expires_at: Date
  applicant_id: number | null
  status: string | null
  second_first: string | null
  second_last: string | null
  second_confirmed: Date | null
}

/** Where an invitation stands for its sponsor: the application's status only, never its notes. */
function stateOf(row: Row, now: Date): InvitationState {
  if (row.applicant_id === null) return new Date(row.expires_at) <= now ? 'expired' : 'sent'
  if (row.status === 'approved') return 'approved'
  if (row.status === 'rejected') return 'rejected'
  return 'applied'
}

/** The sponsor's part of their space: what is left this quarter, their invitations, and their rewards. */
export async function sponsorSpace(db: Queryable, member: User, settings: SponsorshipSettings, now = new Date()): Promise<SponsorSpace> {
  const quota = await quotaOf(db, member, settings)
  const sent = await sentThisQuarter(db, member.id, now)
  const rows = await db.query<Row>(sql`
    SELECT i.id, i.email, i.sent_at, i.expires_at, i.applicant_id, a.application_status AS status,
           s.first_name AS second_first, s.last_name AS second_last, ss.confirmed_at AS second_confirmed
      FROM sponsor_invitations i
      LEFT JOIN users a ON a.id = i.applicant_id
      LEFT JOIN second_sponsors ss ON ss.applicant_id = i.applicant_id
      LEFT JOIN users s ON s.id = ss.member_id
     WHERE i.sponsor_id = ${member.id}
     ORDER BY i.sent_at DESC, i.id DESC
     LIMIT 100`)
  const invitations: SponsorInvitation[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    sentAt: new Date(row.sent_at).toISOString(),
    state: stateOf(row, now),
    second:
      row.second_first !== null || row.second_last !== null
        ? { name: fullName({ first_name: row.second_first, last_name: row.second_last }), confirmed: row.second_confirmed !== null }
        : null,
  }))
  const rewards = await db.query<{
    kind: 'free-dinner' | 'discount-month'
    detail: number | null
    first_name: string
    last_name: string
    spent: boolean
  }>(sql`
    SELECT r.kind, r.detail, u.first_name, u.last_name,
           EXISTS (SELECT 1 FROM bookings b WHERE b.id = r.used_booking_id AND b.status <> 'cancelled') AS spent
      FROM sponsor_rewards r JOIN users u ON u.id = r.sponsee_id
     WHERE r.sponsor_id = ${member.id} ORDER BY r.granted_at DESC`)
  return {
    quota,
    left: Math.max(0, quota - sent),
    quarter: quarterOf(now).label,
    invitations,
    rewards: rewards.map((r) =>
      fill(r.spent ? SPONSORSHIP_TEXTS.freeDinnerSpent : SPONSORSHIP_TEXTS.rewards[r.kind], { name: fullName(r), percent: r.detail ?? '' }),
    ),
  }
}
