import type { Payload } from 'payload'

import { type ConductReport, REPORT_ERRORS, type ReportInput, type TablemateDinner } from '@/domain/conductReports'
import type { User } from '@/payload-types'

import { reportToAdminsText } from './afterwardsMailTexts'
import { pool } from '../../db/pool'
import { inTransaction, sql } from '../../db/transaction'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { siteUrl } from '../../env'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'

/** How far back a member finds the tablemates they may report. */
const TABLEMATES_MONTHS = 12

/** The member ($1) and their tablemates (o) at past dinners ($2 is now) within the last $3 months. */
const SAT_TOGETHER = `
  FROM bookings b JOIN dinners d ON d.id = b.dinner_id
  JOIN bookings o ON o.dinner_id = b.dinner_id AND o.table_number = b.table_number AND o.member_id <> b.member_id
                 AND o.status IN ('booked', 'attended')
 WHERE b.member_id = $1 AND b.status IN ('booked', 'attended') AND b.table_number IS NOT NULL
   AND d.starts_at < $2 AND d.starts_at > $2::timestamptz - make_interval(months => $3)`

/**
 * The member's past dinners with confirmed tables, each with the members who sat at their table
 * (first names only: what the member saw of them there).
 */
export async function tablemateDinners(payload: Payload, user: User): Promise<TablemateDinner[]> {
  const { rows } = await pool(payload).query<{ dinner_id: number; title: string; starts_at: Date; member_id: number; first_name: string }>(
    `SELECT d.id AS dinner_id, d.title, d.starts_at, o.member_id,
            (SELECT COALESCE(u.first_name, '') FROM users u WHERE u.id = o.member_id) AS first_name
       ${SAT_TOGETHER}
      ORDER BY d.starts_at DESC, first_name, o.member_id`,
    [user.id, new Date(), TABLEMATES_MONTHS],
  )
  const dinners = new Map<number, TablemateDinner>()
  for (const row of rows) {
    const dinner = dinners.get(row.dinner_id) ?? {
      dinnerId: row.dinner_id,
      title: row.title,
      startsAt: new Date(row.starts_at).toISOString(),
      tablemates: [],
    }
    dinner.tablemates.push({ memberId: row.member_id, firstName: row.first_name })
    dinners.set(row.dinner_id, dinner)
  }
  return [...dinners.values()]
}

/** Whether `mateId` sat at `memberId`'s table at that past dinner, within the months a member may look back. */
async function wereTablemates(payload: Payload, memberId: number, mateId: number, dinnerId: number): Promise<boolean> {
  const { rows } = await pool(payload).query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 ${SAT_TOGETHER} AND o.member_id = $4 AND d.id = $5) AS found`,
    [memberId, new Date(), TABLEMATES_MONTHS, mateId, dinnerId],
  )
  return rows[0]?.found === true
}

/**
 * A member reports a tablemate of a past dinner: stored for the admins, who are mailed at once.
 * The reported member is told nothing. From then on the composition keeps the two apart.
 */
export async function reportTablemate(payload: Payload, user: User, input: ReportInput): Promise<void> {
  if (!(await wereTablemates(payload, user.id, input.memberId, input.dinnerId))) throw new ApiError(403, REPORT_ERRORS.notATablemate)
  await fileReport(payload, user.id, input)
}

/**
 * Stores a report whose reporter was checked to have sat with the person, and mails the admins;
 * once per reporter, person and dinner (sent again, it is refused and mails no one).
 */
export async function fileReport(payload: Payload, reporterId: number, input: ReportInput): Promise<void> {
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const [stored] = await tx.query(sql`
      INSERT INTO conduct_reports (reporter_id, reported_id, dinner_id, category, message)
      VALUES (${reporterId}, ${input.memberId}, ${input.dinnerId}, ${input.category}, ${input.message})
      ON CONFLICT (reporter_id, reported_id, dinner_id) DO NOTHING RETURNING id`)
    if (!stored) throw new ApiError(409, REPORT_ERRORS.alreadyReported)
    const admins = await tx.query<{ email: string }>(sql`SELECT email FROM users WHERE role = 'admin' ORDER BY id`)
    const text = reportToAdminsText(siteUrl())
    const composed = await composeMail(settings, { paragraphs: text.paragraphs, toTeam: true })
    const ids: number[] = []
    for (const { email } of admins) {
      ids.push(
        await enqueueMail(tx, { kind: 'conduct-report', to: email, subject: mailSubject(settings.brand.name, text.subject), ...composed }),
      )
    }
    return ids
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
}

/**
 * The reports, newest first (admins). One about a member who erased their account names nobody
 * and has lost its words until an application at the same address is approved; then it names them.
 */
export async function conductReports(payload: Payload): Promise<ConductReport[]> {
  const { rows } = await pool(payload).query<{
    id: number
    reporter: string
    reported: string | null
    dinner: string | null
    category: ConductReport['category']
    message: string | null
    created_at: Date
    seen_at: Date | null
  }>(
    `SELECT r.id, trim(concat_ws(' ', a.first_name, a.last_name)) AS reporter,
            CASE WHEN b.id IS NOT NULL THEN trim(concat_ws(' ', b.first_name, b.last_name)) END AS reported,
            d.title AS dinner, r.category, r.message, r.created_at, r.seen_at
       FROM conduct_reports r JOIN users a ON a.id = r.reporter_id LEFT JOIN users b ON b.id = r.reported_id
       LEFT JOIN dinners d ON d.id = r.dinner_id
      ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
  )
  return rows.map((row) => ({
    id: row.id,
    reporter: row.reporter,
    reported: row.reported,
    dinner: row.dinner,
    category: row.category,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    seen: row.seen_at !== null,
  }))
}

/** How many reports no admin has read yet (the navigation's badge). */
export async function unreadReportCount(payload: Payload): Promise<number> {
  const { rows } = await pool(payload).query<{ count: string }>('SELECT count(*) AS count FROM conduct_reports WHERE seen_at IS NULL')
  return Number(rows[0]?.count ?? 0)
}

/** An admin has read a report. */
export async function markReportSeen(payload: Payload, id: number): Promise<void> {
  const { rows } = await pool(payload).query<{ seen_at: Date | null }>(
    'UPDATE conduct_reports SET seen_at = COALESCE(seen_at, now()) WHERE id = $1 RETURNING seen_at',
    [id],
  )
  if (rows.length === 0) throw notFound()
}
