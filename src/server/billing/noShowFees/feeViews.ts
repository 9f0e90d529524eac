import type { NoShowFeeView } from '@/domain/noShowFees'

import { sql, type Transaction } from '../../db/transaction'

/** The fees as the member (their own) and the team (a dinner's) read them, newest dinner first. */

type Queryable = Pick<Transaction, 'query'>

type ViewRow = {
  booking_id: number
  dinner_id: number
  title: string
  starts_at: Date
  member: string
  amount_cents: number
  status: NoShowFeeView['status']
  updated_at: Date
}

const SELECT_VIEW = sql`
  SELECT f.booking_id, f.dinner_id, d.title, d.starts_at, f.amount_cents, f.status, f.updated_at,
         COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS member
    FROM no_show_fees f JOIN dinners d ON d.id = f.dinner_id JOIN users u ON u.id = f.member_id`

const toView = (row: ViewRow): NoShowFeeView => ({
  bookingId: row.booking_id,
  dinnerId: row.dinner_id,
  dinnerTitle: row.title,
  startsAt: new Date(row.starts_at).toISOString(),
  member: row.member,
  amountCents: row.amount_cents,
  status: row.status,
  at: new Date(row.updated_at).toISOString(),
})

/** « Mon adhésion »: the member's fees (the 100 latest: one per absence). */
export async function memberFees(db: Queryable, memberId: number): Promise<NoShowFeeView[]> {
  const rows = await db.query<ViewRow>(
    sql`${SELECT_VIEW} WHERE f.member_id = ${memberId} ORDER BY d.starts_at DESC, f.booking_id DESC LIMIT 100`,
  )
  return rows.map(toView)
}

/** A dinner's page: its guests' fees, charged, waived, refunded… */
export async function dinnerFees(db: Queryable, dinnerId: number): Promise<NoShowFeeView[]> {
  const rows = await db.query<ViewRow>(sql`${SELECT_VIEW} WHERE f.dinner_id = ${dinnerId} ORDER BY u.last_name, u.first_name, f.booking_id`)
  return rows.map(toView)
}
