import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { REPORT_ERRORS, type ReportInput } from '@/domain/conductReports'
import { FEEDBACK_ERRORS, FEEDBACK_LINK_DAYS, type FeedbackAnswers, type FeedbackView } from '@/domain/feedback'
import { PAGE_SEO } from '@/domain/pageSeo'
import { DAY_MS } from '@/domain/time'

import { feedbackMailText } from './afterwardsMailTexts'
import { fileReport } from './conductReports'
import { feedbackTablemates, ownWishes, recordWishes } from './revoir'
import { hashOfToken, newSecretToken } from '../../auth/secretTokens'
import { pool } from '../../db/pool'
import { inTransaction, outsideTransaction, sql, type Transaction } from '../../db/transaction'
import { emailedLink } from '../../email/emailedLink'
import { deliverOrRetryLater } from '../../email/outbox'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { queueMemberMail } from '../base/dinnerMails'
import type { FeedbackJob } from '../base/feedbackJobs'

/**
 * The morning after a dinner: a job per dinner asks each guest who came for their
 * feedback, by a mail whose link needs no login. Each link serves once (a submission hands out
 * the next, so a replayed or forwarded link changes nothing) and all stop 7 days after the mail.
 * « now » is this process's clock, as for the reminders (tests move it).
 */
async function newLink(tx: Transaction, bookingId: number): Promise<string> {
  const token = newSecretToken()
  await tx.query(sql`INSERT INTO feedback_links (token_hash, booking_id) VALUES (${hashOfToken(token)}, ${bookingId})`)
  return token
}

/**
 * The job: each guest of the dinner who was not marked absent is asked once. A guest's request row
 * is written in their mail's transaction, so a second run (another instance, a retry) sends
 * nothing to them. A dinner cancelled, or moved since the job was planned, asks no one.
 */
export async function sendFeedbackRequests(payload: Payload, { dinnerId, startsAt }: FeedbackJob): Promise<number> {
  const settings = await getSiteSettings(payload)
  const { rows: [dinner] = [] } = await pool(payload).query<{ title: string; starts_at: Date; city: string; status: string }>(
    'SELECT title, starts_at, city, status FROM dinners WHERE id = $1',
    [dinnerId],
  )
  if (!dinner || !['published', 'closed', 'done'].includes(dinner.status)) return 0
  if (new Date(dinner.starts_at).getTime() !== new Date(startsAt).getTime()) return 0
  const { rows: guests } = await pool(payload).query<{ id: number; member_id: number }>(
    `SELECT id, member_id FROM bookings WHERE dinner_id = $1 AND status IN ('booked', 'attended')
        AND (attendance IS NULL OR attendance = 'present') ORDER BY id`,
    [dinnerId],
  )
  let sent = 0
  for (const guest of guests) {
    const mailId = await inTransaction(payload, async (tx) => {
      const expires = new Date(Date.now() + FEEDBACK_LINK_DAYS * DAY_MS)
      const [claimed] = await tx.query(sql`
        INSERT INTO feedback_requests (booking_id, expires_at) VALUES (${guest.id}, ${expires})
        ON CONFLICT DO NOTHING RETURNING booking_id`)
      if (!claimed) return null
      const href = emailedLink(PAGE_SEO.feedback.path, await newLink(tx, guest.id))
      return queueMemberMail(settings, tx, guest.member_id, 'dinner-feedback', feedbackMailText(dinner, expires, href), guest.id)
    })
    if (mailId !== null) {
      sent += 1
      await deliverOrRetryLater(payload, mailId)
    }
  }
  return sent
}

/** The nightly retention: comments older than the setting (24 months by default) are erased, the scores kept. */
export async function eraseOldComments(payload: Payload): Promise<number> {
  const { feedbackCommentMonths } = await getSiteSettings(payload)
  const before = DateTime.now().minus({ months: feedbackCommentMonths }).toJSDate()
  const { rowCount } = await pool(payload).query(
    'UPDATE dinner_feedback SET comment = NULL, updated_at = now() WHERE comment IS NOT NULL AND created_at < $1',
    [before],
  )
  return rowCount ?? 0
}

/** A guest's request, its dinner and the answers already given, as stored: by link or from the space. */
export type RequestRow = {
  booking_id: number
  expires_at: Date
  dinner_id: number
  title: string
  starts_at: Date
  evening: number | null
  speaker: number | null
  conversation: number | null
  comment: string | null
  share_email: string | null
}

type LinkRow = RequestRow & { used_at: Date | null }

const LINK = `
  SELECT l.booking_id, l.used_at, r.expires_at, d.id AS dinner_id, d.title, d.starts_at,
         f.evening, f.speaker, f.conversation, f.comment, f.share_email
    FROM feedback_links l JOIN feedback_requests r ON r.booking_id = l.booking_id JOIN bookings b ON b.id = l.booking_id
    JOIN dinners d ON d.id = b.dinner_id LEFT JOIN dinner_feedback f ON f.booking_id = l.booking_id
   WHERE l.token_hash = $1`

function refusal(
  link: Pick<LinkRow, 'used_at' | 'expires_at'> | undefined,
): { status: number; state: 'invalid' | 'used' | 'expired' } | null {
  if (!link) return { status: 404, state: 'invalid' }
  if (new Date(link.expires_at).getTime() <= Date.now()) return { status: 410, state: 'expired' }
  if (link.used_at) return { status: 409, state: 'used' }
  return null
}

export function answersOf(
  row: Pick<LinkRow, 'evening' | 'speaker' | 'conversation' | 'comment' | 'share_email'>,
  revoir: number[],
): FeedbackAnswers | null {
  if (row.evening === null || row.speaker === null || row.conversation === null) return null
  const { evening, speaker, conversation } = row
  return { evening, speaker, conversation, comment: row.comment ?? '', revoir, shareEmail: row.share_email ?? '' }
}

/** What the link's page shows: the form (with the answers already given), or why it cannot serve. Reading changes nothing. */
export async function describeFeedbackLink(payload: Payload, token: string): Promise<FeedbackView> {
  const { rows } = await pool(payload).query<LinkRow>(LINK, [hashOfToken(token)])
  const link = rows[0]
  const refused = refusal(link)
  // A link that served or expired still names its dinner: the page leads to it in the member's space.
  if (refused) return { state: refused.state, message: FEEDBACK_ERRORS[refused.state], dinnerId: link?.dinner_id ?? null }
  const db = outsideTransaction(payload)
  const tablemates = await feedbackTablemates(db, link.booking_id)
  return {
    state: 'valid',
    dinner: { id: link.dinner_id, title: link.title, startsAt: new Date(link.starts_at).toISOString() },
    expiresAt: new Date(link.expires_at).toISOString(),
    answers: answersOf(link, await ownWishes(db, link.booking_id, tablemates)),
    tablemates,
  }
}

/** The link's booking, its row locked, if the link may still serve; refused (404, 410, 409) otherwise. */
async function takeLink(tx: Transaction, token: string) {
  const [link] = await tx.query<{ booking_id: number; used_at: Date | null; expires_at: Date; member_id: number; dinner_id: number }>(sql`
    SELECT l.booking_id, l.used_at, r.expires_at, b.member_id, b.dinner_id
      FROM feedback_links l JOIN feedback_requests r ON r.booking_id = l.booking_id JOIN bookings b ON b.id = l.booking_id
     WHERE l.token_hash = ${hashOfToken(token)} FOR UPDATE OF l`)
  const refused = refusal(link)
  if (refused) throw new ApiError(refused.status, FEEDBACK_ERRORS[refused.state])
  return link
}

/** A guest whose answers are being recorded: their booking, themselves and the dinner. */
type Answering = { booking_id: number; member_id: number; dinner_id: number }

/**
 * Records the answers (or replaces them) and the « revoir » ticks, in the caller's transaction,
 * which holds the guest's request (link or session) under its lock. Returns the introductions'
 * mails, to deliver once committed.
 */
export async function recordAnswers(
  settings: SiteSettingsValues,
  tx: Transaction,
  guest: Answering,
  answers: FeedbackAnswers,
): Promise<number[]> {
  await tx.query(sql`
    INSERT INTO dinner_feedback (booking_id, evening, speaker, conversation, comment, share_email)
    VALUES (${guest.booking_id}, ${answers.evening}, ${answers.speaker}, ${answers.conversation}, ${answers.comment || null},
            ${answers.shareEmail || null})
    ON CONFLICT (booking_id) DO UPDATE SET evening = EXCLUDED.evening, speaker = EXCLUDED.speaker, conversation = EXCLUDED.conversation,
           comment = EXCLUDED.comment, share_email = EXCLUDED.share_email, updated_at = now()`)
  const [dinner] = await tx.query<{ id: number; title: string; starts_at: Date; city: string }>(sql`
    SELECT id, title, starts_at, city FROM dinners WHERE id = ${guest.dinner_id}`)
  return recordWishes(settings, tx, { bookingId: guest.booking_id, memberId: guest.member_id, dinner }, answers.revoir)
}

/**
 * The form's button: takes the link under its row lock so that it serves once, records the
 * answers, and hands out the link for the next change, valid until the same date. Introductions
 * the ticks complete leave once committed.
 */
export async function saveFeedback(
  payload: Payload,
  token: string,
  answers: FeedbackAnswers,
): Promise<{ token: string; expiresAt: string }> {
  const settings = await getSiteSettings(payload)
  const { next, mails } = await inTransaction(payload, async (tx) => {
    const link = await takeLink(tx, token)
    await tx.query(sql`UPDATE feedback_links SET used_at = now() WHERE token_hash = ${hashOfToken(token)}`)
    return {
      mails: await recordAnswers(settings, tx, link, answers),
      next: { token: await newLink(tx, link.booking_id), expiresAt: new Date(link.expires_at).toISOString() },
    }
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return next
}

/**
 * « Signaler un comportement » from the same form: the link (not used up by it) proves who reports,
 * and the person must be one of the tablemates the form shows. Only until the feedback is sent
 * (or the link expires): a mail forwarded to someone else must not file reports in the member's
 * name for days; once their answers are in, the member reports from their space, signed in.
 */
export async function reportFromFeedback(payload: Payload, token: string, report: Omit<ReportInput, 'dinnerId'>): Promise<void> {
  const link = await inTransaction(payload, async (tx) => {
    const taken = await takeLink(tx, token)
    const [answered] = await tx.query(sql`SELECT 1 FROM dinner_feedback WHERE booking_id = ${taken.booking_id}`)
    if (answered) throw new ApiError(409, FEEDBACK_ERRORS.reportAfterAnswer)
    return taken
  })
  const tablemates = await feedbackTablemates(outsideTransaction(payload), link.booking_id)
  if (!tablemates.some((mate) => mate.memberId === report.memberId)) throw new ApiError(403, REPORT_ERRORS.notATablemate)
  await fileReport(payload, link.member_id, { ...report, dinnerId: link.dinner_id })
}
