import type { Payload } from 'payload'

import type { AttendanceMark } from '@/domain/attendance'
import {
  CONTEST_ERRORS,
  CONTEST_WINDOW_DAYS,
  CONTESTABLE_MARKS,
  MARKS_PAGE_SIZE,
  type ContestAnswerInput,
  type ContestInput,
  type ContestOutcome,
  type MemberAttendance,
  type MemberMark,
  type OpenContest,
  type TeamAttendance,
} from '@/domain/attendanceContests'
import type { FeedbackWindow } from '@/domain/feedback'
import { policyWindowStart } from '@/domain/noShowPolicy'
import { DAY_MS } from '@/domain/time'
import type { User } from '@/payload-types'

import { contestAnswerText, contestToTeamText } from './attendanceMailTexts'
import { followFeeMark } from './noShowFees'
import { applyNoShowPolicy, carriedOverNoShows, countedNoShows, pausedMembers } from './noShowPolicy'
import { auditPeople, auditPerson, recordAudit } from '../../audit/auditLog'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { siteUrl } from '../../env'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { queueMemberMail } from '../base/dinnerMails'
import { openFeedbackOf } from '../base/feedbackWindows'
import { pausedUntilOf } from '../base/pause'

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)

type MarkRow = {
  booking_id: number
  dinner_id: number
  title: string
  starts_at: Date
  city: string
  member_id: number
  attendance: AttendanceMark
  marked_at: Date
  contest: string | null
  contested_at: Date | null
  outcome: ContestOutcome | null
  reply: string | null
  answered_at: Date | null
}

const MARK_COLUMNS = sql.raw(`
  b.id AS booking_id, d.id AS dinner_id, d.title, d.starts_at, d.city, b.member_id, b.attendance, b.attendance_marked_at AS marked_at,
  b.attendance_contest AS contest, b.attendance_contested_at AS contested_at, b.attendance_contest_outcome AS outcome,
  b.attendance_contest_reply AS reply, b.attendance_contest_answered_at AS answered_at`)

/** Until when a mark may be contested: a presence never, a mark contested once no more. */
function contestUntil(row: MarkRow): Date | null {
  if (!CONTESTABLE_MARKS.includes(row.attendance) || row.contested_at) return null
  return new Date(new Date(row.marked_at).getTime() + CONTEST_WINDOW_DAYS * DAY_MS)
}

function memberMark(row: MarkRow, windowStart: Date, now: number, feedback: FeedbackWindow | null): MemberMark {
  const until = contestUntil(row)
  return {
    bookingId: row.booking_id,
    dinnerId: row.dinner_id,
    feedback,
    dinnerTitle: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    mark: row.attendance,
    markedAt: new Date(row.marked_at).toISOString(),
    counts: row.attendance === 'no_show' && new Date(row.starts_at).getTime() >= windowStart.getTime(),
    contest: row.contested_at
      ? {
          message: row.contest ?? '',
          at: new Date(row.contested_at).toISOString(),
          answer: row.outcome && row.answered_at ? { outcome: row.outcome, reply: row.reply ?? '', at: iso(row.answered_at)! } : null,
        }
      : null,
    contestUntil: until && until.getTime() > now ? until.toISOString() : null,
  }
}

/**
 * « Mes dîners passés »: one page of the member's marks, newest dinner first (one more is read, to
 * know whether another page follows), the absences that count, and a pause if any.
 */
export async function memberAttendance(payload: Payload, user: User, page = 1): Promise<MemberAttendance> {
  const { noShowPolicy: policy } = await getSiteSettings(payload)
  return inTransaction(payload, async (tx) => {
    const rows = await tx.query<MarkRow>(sql`
      SELECT ${MARK_COLUMNS} FROM bookings b JOIN dinners d ON d.id = b.dinner_id
       WHERE b.member_id = ${user.id} AND b.attendance IS NOT NULL ORDER BY d.starts_at DESC, b.id DESC
       LIMIT ${MARKS_PAGE_SIZE + 1} OFFSET ${(page - 1) * MARKS_PAGE_SIZE}`)
    const now = new Date()
    const feedback = await openFeedbackOf(payload, user.id)
    return {
      marks: rows
        .slice(0, MARKS_PAGE_SIZE)
        .map((row) => memberMark(row, policyWindowStart(policy, now), now.getTime(), feedback.get(row.booking_id) ?? null)),
      page,
      more: rows.length > MARKS_PAGE_SIZE,
      noShows: await countedNoShows(tx, user.id, policy),
      carriedOver: await carriedOverNoShows(tx, user.id, policy),
      policy,
      pausedUntil: await pausedUntilOf(tx, user.id),
    }
  })
}

async function markUnderLock(tx: Transaction, bookingId: number): Promise<MarkRow | undefined> {
  const [row] = await tx.query<MarkRow>(sql`
    SELECT ${MARK_COLUMNS} FROM bookings b JOIN dinners d ON d.id = b.dinner_id WHERE b.id = ${bookingId} AND b.attendance IS NOT NULL FOR UPDATE OF b`)
  return row
}

/**
 * The member contests one of their marks, once, within the window: the message stays on the
 * booking and reaches the team by e-mail at once (replies go to the member).
 */
export async function contestMark(payload: Payload, user: User, input: ContestInput): Promise<MemberAttendance> {
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const row = await markUnderLock(tx, input.bookingId)
    if (!row) throw notFound()
    if (row.member_id !== user.id) throw new ApiError(403, CONTEST_ERRORS.notYours)
    if (!CONTESTABLE_MARKS.includes(row.attendance)) throw new ApiError(409, CONTEST_ERRORS.notContestable)
    if (row.contested_at) throw new ApiError(409, CONTEST_ERRORS.alreadyContested)
    if ((contestUntil(row)?.getTime() ?? 0) <= Date.now()) throw new ApiError(409, CONTEST_ERRORS.tooLate)
    await tx.query(sql`
      UPDATE bookings SET attendance_contest = ${input.message}, attendance_contested_at = ${new Date()}, updated_at = now()
       WHERE id = ${row.booking_id}`)
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
    const text = contestToTeamText(
      { member: { name, email: user.email }, dinner: row, mark: row.attendance, message: input.message },
      siteUrl(),
    )
    const composed = await composeMail(settings, { paragraphs: text.paragraphs, toTeam: true })
    return [
      await enqueueMail(tx, {
        kind: 'attendance-contest',
        to: settings.contactEmail,
        subject: mailSubject(settings.brand.name, text.subject),
        ...composed,
        replyTo: { name, address: user.email },
        bookingId: row.booking_id,
        forTeam: true,
      }),
    ]
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return memberAttendance(payload, user)
}

/**
 * The team answers a contest: keeps the mark or sets another (recorded as the admin's), and the
 * member is told. An absence taken back may lift the pause it brought; one added may bring one.
 * Under the member's row lock, then the booking's, the order every mark takes.
 */
export async function answerContest(payload: Payload, admin: User, bookingId: number, input: ContestAnswerInput): Promise<void> {
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const [owner] = await tx.query<{ member_id: number }>(sql`SELECT member_id FROM bookings WHERE id = ${bookingId}`)
    if (!owner) throw notFound()
    await tx.query(sql`SELECT id FROM users WHERE id = ${owner.member_id} FOR NO KEY UPDATE`)
    const row = await markUnderLock(tx, bookingId)
    if (!row || !row.contested_at || row.outcome) throw new ApiError(409, CONTEST_ERRORS.noContest)
    const outcome: ContestOutcome = input.mark === row.attendance ? 'kept' : 'changed'
    const now = new Date()
    await tx.query(sql`
      UPDATE bookings
         SET attendance_contest_outcome = ${outcome}, attendance_contest_reply = ${input.reply}, attendance_contest_answered_at = ${now},
             attendance = ${input.mark},
             attendance_marked_by_id = CASE WHEN attendance IS DISTINCT FROM ${input.mark} THEN ${admin.id} ELSE attendance_marked_by_id END,
             attendance_marked_at = CASE WHEN attendance IS DISTINCT FROM ${input.mark} THEN ${now} ELSE attendance_marked_at END,
             updated_at = now()
       WHERE id = ${bookingId}`)
    const mails: number[] = []
    let pauseLifted = false
    const wasAbsent = row.attendance === 'no_show'
    const isAbsent = input.mark === 'no_show'
    if (wasAbsent !== isAbsent) {
      const applied = await applyNoShowPolicy(settings, tx, row.member_id, { kind: isAbsent ? 'added' : 'removed', dinner: row })
      mails.push(...applied.mails)
      pauseLifted = applied.step === 'lift'
    }
    await recordAudit(tx, {
      kind: 'attendance.contestAnswered',
      actor: auditPerson(admin),
      subject: (await auditPeople(tx, [row.member_id])).get(row.member_id),
      record: { type: 'bookings', id: bookingId },
      changes: { attendance: [row.attendance, input.mark], contestOutcome: [null, outcome] },
    })
    // The answer makes the mark final: an absence's fee is decided now, one taken back is refunded.
    await followFeeMark(tx, bookingId, [row.attendance, input.mark], now)
    const text = contestAnswerText({ dinner: row, outcome, mark: input.mark, reply: input.reply, pauseLifted }, siteUrl())
    mails.push(await queueMemberMail(settings, tx, row.member_id, 'attendance-answer', text, bookingId))
    return mails
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
}

/** The contests awaiting an answer, oldest first, and the paused members (admins). */
export async function teamAttendance(payload: Payload): Promise<TeamAttendance> {
  const { noShowPolicy: policy } = await getSiteSettings(payload)
  return inTransaction(payload, async (tx) => {
    const rows = await tx.query<MarkRow & { member: string }>(sql`
      SELECT ${MARK_COLUMNS}, COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS member
        FROM bookings b JOIN dinners d ON d.id = b.dinner_id JOIN users u ON u.id = b.member_id
       WHERE b.attendance_contested_at IS NOT NULL AND b.attendance_contest_outcome IS NULL
       ORDER BY b.attendance_contested_at, b.id LIMIT 200`)
    const contests: OpenContest[] = rows.map((row) => ({
      bookingId: row.booking_id,
      dinnerId: row.dinner_id,
      dinnerTitle: row.title,
      startsAt: new Date(row.starts_at).toISOString(),
      member: row.member,
      mark: row.attendance,
      message: row.contest ?? '',
      at: iso(row.contested_at)!,
    }))
    return { contests, paused: await pausedMembers(tx, policy) }
  })
}
