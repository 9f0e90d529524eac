import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { REPORT_ERRORS } from '@/domain/conductReports'
import type { FeedbackTablemate } from '@/domain/feedback'

import { introductionText, type IntroducedMember } from './afterwardsMailTexts'
import { intArray, sql, type Transaction } from '../../db/transaction'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { enqueueMail } from '../../email/outbox'
import { ApiError } from '../../http/errors'

/**
 * « Revoir »: on the morning-after form a guest ticks the tablemates they would like to
 * meet again. Only a pair who ticked each other is introduced, by one mail to both, once per pair
 * of members; a one-sided tick is never shown to anyone, not even that it exists (it lives in
 * plain tables that no API row and no Payload collection reads, and the member's own export holds
 * only their own ticks).
 */

/** Who sat at the guest's table and came (or is not marked absent): whom the form shows by first name. */
export async function feedbackTablemates(db: Pick<Transaction, 'query'>, bookingId: number): Promise<FeedbackTablemate[]> {
  const rows = await db.query<{ member_id: number; first_name: string; last_name: string }>(sql`
    SELECT o.member_id, COALESCE(u.first_name, '') AS first_name, COALESCE(u.last_name, '') AS last_name
      FROM bookings b
      JOIN bookings o ON o.dinner_id = b.dinner_id AND o.table_number = b.table_number AND o.member_id <> b.member_id
                     AND o.status IN ('booked', 'attended') AND (o.attendance IS NULL OR o.attendance = 'present')
      JOIN users u ON u.id = o.member_id
     WHERE b.id = ${bookingId} AND b.table_number IS NOT NULL
     ORDER BY u.first_name, u.last_name, o.member_id`)
  const seen = new Map<string, number>()
  for (const row of rows) seen.set(row.first_name, (seen.get(row.first_name) ?? 0) + 1)
  return rows.map((row) => ({
    memberId: row.member_id,
    // Two guests of one first name at a table: the initial of their last name tells them apart.
    name: (seen.get(row.first_name) ?? 0) > 1 && row.last_name ? `${row.first_name} ${row.last_name.charAt(0)}.` : row.first_name,
  }))
}

/**
 * The tablemates the guest ticked, as their form shows them again: those still at their table (one
 * marked absent since is left out, and dropped at the next save, rather than refused).
 */
export async function ownWishes(db: Pick<Transaction, 'query'>, bookingId: number, tablemates: FeedbackTablemate[]): Promise<number[]> {
  const rows = await db.query<{ mate_id: number }>(sql`SELECT mate_id FROM revoir_wishes WHERE booking_id = ${bookingId} ORDER BY mate_id`)
  const present = new Set(tablemates.map((mate) => mate.memberId))
  return rows.map((row) => row.mate_id).filter((id) => present.has(id))
}

type Guest = { bookingId: number; memberId: number; dinner: { id: number; title: string; starts_at: Date; city: string } }

/**
 * In the transaction that saves the guest's answers: their ticks replace the previous ones, and each
 * tablemate who ticked them too is introduced, unless that pair already was. The dinner's lock
 * orders two tablemates who tick each other at the same moment: the second sees the first's tick.
 * Returns the introductions' mails, to deliver once committed.
 */
export async function recordWishes(settings: SiteSettingsValues, tx: Transaction, guest: Guest, wishes: number[]): Promise<number[]> {
  const tablemates = new Set((await feedbackTablemates(tx, guest.bookingId)).map((mate) => mate.memberId))
  if (wishes.some((id) => !tablemates.has(id))) throw new ApiError(403, REPORT_ERRORS.notATablemate)
  await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext('revoir'), ${guest.dinner.id})`)
  await tx.query(sql`DELETE FROM revoir_wishes WHERE booking_id = ${guest.bookingId} AND NOT (mate_id = ANY(${intArray(wishes)}::int[]))`)
  const mails: number[] = []
  for (const mateId of wishes) {
    await tx.query(sql`INSERT INTO revoir_wishes (booking_id, mate_id) VALUES (${guest.bookingId}, ${mateId}) ON CONFLICT DO NOTHING`)
    const [mutual] = await tx.query(sql`
      SELECT 1 FROM revoir_wishes w JOIN bookings b ON b.id = w.booking_id
       WHERE b.dinner_id = ${guest.dinner.id} AND b.member_id = ${mateId} AND w.mate_id = ${guest.memberId}`)
    if (!mutual) continue
    const [a, b] = [guest.memberId, mateId].sort((x, y) => x - y)
    const [fresh] = await tx.query(sql`
      INSERT INTO revoir_introductions (member_a, member_b, dinner_id) VALUES (${a}, ${b}, ${guest.dinner.id})
      ON CONFLICT DO NOTHING RETURNING member_a`)
    if (!fresh) continue
    const mailId = await queueIntroduction(settings, tx, guest.dinner, [guest.memberId, mateId])
    await tx.query(sql`UPDATE revoir_introductions SET mail_id = ${mailId} WHERE member_a = ${a} AND member_b = ${b}`)
    mails.push(mailId)
  }
  return mails
}

/**
 * One mail to both, each named by first name with the address they chose to share (their account's
 * by default). It goes to both accounts' confirmed addresses in Bcc: an address typed on the form is
 * never sent anything, and neither sees the other's account address unless it is the one shared.
 * No Reply-To: a reply is theirs, not the team's.
 */
async function queueIntroduction(settings: SiteSettingsValues, tx: Transaction, dinner: Guest['dinner'], memberIds: [number, number]) {
  const rows = await tx.query<IntroducedMember & { id: number; account: string }>(sql`
    SELECT u.id, u.email AS account, COALESCE(u.first_name, '') AS "firstName",
           COALESCE((SELECT f.share_email FROM bookings b JOIN dinner_feedback f ON f.booking_id = b.id
                      WHERE b.member_id = u.id AND b.dinner_id = ${dinner.id} AND f.share_email IS NOT NULL LIMIT 1), u.email) AS email
      FROM users u WHERE u.id = ANY(${intArray(memberIds)}::int[])
     ORDER BY u.id = ${memberIds[0]} DESC`)
  const pair = rows.map(({ firstName, email }) => ({ firstName, email }))
  const text = introductionText(dinner, pair as [IntroducedMember, IntroducedMember])
  const composed = await composeMail(settings, {
    firstName: pair.map((member) => member.firstName).join(' et '),
    paragraphs: text.paragraphs,
  })
  return enqueueMail(tx, {
    kind: 'revoir-introduction',
    to: rows.map((row) => row.account).join(', '),
    blind: true,
    subject: mailSubject(settings.brand.name, text.subject),
    ...composed,
    replyTo: undefined,
  })
}
