import type { Payload } from 'payload'

import { type FeedbackAnswers, FEEDBACK_ERRORS, type MemberFeedbackView } from '@/domain/feedback'

import { answersOf, recordAnswers, type RequestRow } from './feedback'
import { feedbackTablemates, ownWishes } from './revoir'
import { inTransaction, outsideTransaction, sql, type Transaction } from '../../db/transaction'
import { deliverOrRetryLater } from '../../email/outbox'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'

/**
 * The morning-after form from the member's space, signed in: the session proves who answers, so
 * no link is handed out, and the mailed ones stop working (a forwarded mail must not overwrite
 * what the member has just answered). The rest is the mail's: one request per guest asked (the
 * job wrote it), the same deadline, the same recording of the answers and of « revoir ».
 * « now » is this process's clock, as for the mailed links (tests move it).
 */
type MemberRequest = RequestRow & { member_id: number }

const notAsked = () => new ApiError(404, FEEDBACK_ERRORS.notAsked)

/** The member's request for that dinner, or a refusal: never asked (404), or closed (410). */
function openRequest(row: MemberRequest | undefined): MemberRequest {
  if (!row) throw notAsked()
  if (new Date(row.expires_at).getTime() <= Date.now()) throw new ApiError(410, FEEDBACK_ERRORS.closed)
  return row
}

async function requestOf(
  db: Pick<Transaction, 'query'>,
  memberId: number,
  dinnerId: number,
  lock = false,
): Promise<MemberRequest | undefined> {
  const [row] = await db.query<MemberRequest>(sql`
    SELECT r.booking_id, b.member_id, b.dinner_id, r.expires_at, d.title, d.starts_at,
           f.evening, f.speaker, f.conversation, f.comment, f.share_email
      FROM feedback_requests r JOIN bookings b ON b.id = r.booking_id JOIN dinners d ON d.id = b.dinner_id
      LEFT JOIN dinner_feedback f ON f.booking_id = r.booking_id
     WHERE b.member_id = ${memberId} AND b.dinner_id = ${dinnerId}
     ORDER BY r.booking_id DESC LIMIT 1 ${sql.raw(lock ? 'FOR UPDATE OF r' : '')}`)
  return row
}

/** What the space's form shows: the dinner, the answers already given, the tablemates to see again. */
export async function describeMemberFeedback(payload: Payload, memberId: number, dinnerId: number): Promise<MemberFeedbackView> {
  const db = outsideTransaction(payload)
  const row = openRequest(await requestOf(db, memberId, dinnerId))
  const tablemates = await feedbackTablemates(db, row.booking_id)
  return {
    dinner: { id: row.dinner_id, title: row.title, startsAt: new Date(row.starts_at).toISOString() },
    expiresAt: new Date(row.expires_at).toISOString(),
    answers: answersOf(row, await ownWishes(db, row.booking_id, tablemates)),
    tablemates,
    commentMonths: (await getSiteSettings(payload)).feedbackCommentMonths,
  }
}

/**
 * The space's form button: the request's row locked (a mailed link being used at the same moment
 * waits), then the mail's own recording. Introductions the ticks complete leave once committed.
 */
export async function saveMemberFeedback(
  payload: Payload,
  memberId: number,
  dinnerId: number,
  answers: FeedbackAnswers,
): Promise<{ expiresAt: string }> {
  const settings = await getSiteSettings(payload)
  const { expiresAt, mails } = await inTransaction(payload, async (tx) => {
    const row = openRequest(await requestOf(tx, memberId, dinnerId, true))
    await tx.query(sql`UPDATE feedback_links SET used_at = now() WHERE booking_id = ${row.booking_id} AND used_at IS NULL`)
    return { expiresAt: new Date(row.expires_at).toISOString(), mails: await recordAnswers(settings, tx, row, answers) }
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return { expiresAt }
}
