import type { Payload } from 'payload'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { CONTEST_ERRORS, type PausedMember } from '@/domain/attendanceContests'
import { pauseEnd, policyStep, policyWindowStart, type NoShowPolicy } from '@/domain/noShowPolicy'
import type { User } from '@/payload-types'

import { noShowPauseText, noShowWarningText, pauseLiftedText } from './attendanceMailTexts'
import { auditPeople, auditPerson, recordAudit } from '../../audit/auditLog'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { deliverOrRetryLater } from '../../email/outbox'
import { siteUrl } from '../../env'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { queueMemberMail } from '../base/dinnerMails'
import type { DinnerFacts, MailText } from '../base/dinnerMailTexts'

/**
 * The no-show policy applied: the clock is this process's (`Date.now()`), so that tests
 * move it; every step runs in the transaction of the mark that brings it, under the member's row lock.
 */

/**
 * Absences without notice on dinners inside the policy's window: the member's own marks, and those
 * carried over from an earlier account at the same address (src/server/account/keptAfterErasure.ts).
 */
async function noShowsOf(tx: Transaction, memberId: number, policy: NoShowPolicy, now: Date): Promise<number> {
  const since = policyWindowStart(policy, now)
  const [row] = await tx.query<{ count: string }>(sql`
    SELECT (SELECT count(*) FROM bookings b JOIN dinners d ON d.id = b.dinner_id
             WHERE b.member_id = ${memberId} AND b.attendance = 'no_show' AND d.starts_at >= ${since})
         + (SELECT count(*) FROM kept_no_shows k WHERE k.member_id = ${memberId} AND k.dinner_at >= ${since}) AS count`)
  return Number(row.count)
}

/** The member's absences that count now, for their space and the team's list. */
export async function countedNoShows(tx: Transaction, memberId: number, policy: NoShowPolicy): Promise<number> {
  return noShowsOf(tx, memberId, policy, new Date())
}

/** Of those, the ones carried over from an earlier account (their space says so: they have no mark to show). */
export async function carriedOverNoShows(tx: Transaction, memberId: number, policy: NoShowPolicy): Promise<number> {
  const [row] = await tx.query<{ count: string }>(sql`
    SELECT count(*) AS count FROM kept_no_shows WHERE member_id = ${memberId} AND dinner_at >= ${policyWindowStart(policy, new Date())}`)
  return Number(row.count)
}

/**
 * After one of the member's marks became an absence or stopped being one: the warning, the pause
 * or its lifting, with the member's mail; returns the mails to send after the commit. The caller
 * holds the member's row lock (taken before any dinner's), so two marks at once count each other.
 */
export async function applyNoShowPolicy(
  settings: SiteSettingsValues,
  tx: Transaction,
  memberId: number,
  change: { kind: 'added' | 'removed'; dinner: DinnerFacts },
): Promise<{ mails: number[]; step: ReturnType<typeof policyStep> }> {
  const policy = settings.noShowPolicy
  const now = new Date()
  const [member] = await tx.query<{ paused_until: Date | null; warned_at: Date | null }>(sql`
    SELECT bookings_paused_until AS paused_until, no_show_warned_at AS warned_at FROM users WHERE id = ${memberId}`)
  const noShows = await noShowsOf(tx, memberId, policy, now)
  const state = {
    noShows,
    pausedUntil: member.paused_until ? new Date(member.paused_until) : null,
    warnedAt: member.warned_at ? new Date(member.warned_at) : null,
  }
  const step = policyStep(policy, state, change.kind, now)
  const site = siteUrl()
  let text: MailText | null = null
  if (step === 'warn') {
    await tx.query(sql`UPDATE users SET no_show_warned_at = ${now} WHERE id = ${memberId}`)
    text = noShowWarningText(change.dinner, noShows, policy, site)
  } else if (step === 'pause') {
    const until = pauseEnd(policy, now)
    await tx.query(sql`UPDATE users SET bookings_paused_until = ${until}, no_show_warned_at = ${now} WHERE id = ${memberId}`)
    text = noShowPauseText(change.dinner, noShows, until, policy, site)
  } else if (step === 'lift') {
    // The contest's answer tells the member itself that the pause is lifted.
    await tx.query(sql`UPDATE users SET bookings_paused_until = NULL WHERE id = ${memberId}`)
  }
  const mails = text ? [await queueMemberMail(settings, tx, memberId, `no-show-${step}`, text)] : []
  return { mails, step }
}

/** The members whose bookings are paused now, the pause ending soonest first (admins). */
export async function pausedMembers(tx: Transaction, policy: NoShowPolicy): Promise<PausedMember[]> {
  const now = new Date()
  const since = policyWindowStart(policy, now)
  const rows = await tx.query<{ id: number; name: string; email: string; paused_until: Date; no_shows: string }>(sql`
    SELECT u.id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.email, u.bookings_paused_until AS paused_until,
           (SELECT count(*) FROM bookings b JOIN dinners d ON d.id = b.dinner_id
             WHERE b.member_id = u.id AND b.attendance = 'no_show' AND d.starts_at >= ${since})
         + (SELECT count(*) FROM kept_no_shows k WHERE k.member_id = u.id AND k.dinner_at >= ${since}) AS no_shows
      FROM users u WHERE u.bookings_paused_until > ${now} ORDER BY u.bookings_paused_until, u.id LIMIT 500`)
  return rows.map((row) => ({
    id: row.id,
    name: row.name || row.email,
    email: row.email,
    pausedUntil: new Date(row.paused_until).toISOString(),
    noShows: Number(row.no_shows),
  }))
}

/** An admin lifts a member's pause; the member is told. A member not paused now is a 409. */
export async function liftPause(payload: Payload, admin: User, memberId: number): Promise<void> {
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const [member] = await tx.query<{ paused_until: Date | null }>(sql`
      SELECT bookings_paused_until AS paused_until FROM users WHERE id = ${memberId} FOR NO KEY UPDATE`)
    if (!member) throw notFound()
    if (!member.paused_until || new Date(member.paused_until).getTime() <= Date.now()) throw new ApiError(409, CONTEST_ERRORS.notPaused)
    await tx.query(sql`UPDATE users SET bookings_paused_until = NULL WHERE id = ${memberId}`)
    await recordAudit(tx, {
      kind: 'member.pauseLifted',
      actor: auditPerson(admin),
      subject: (await auditPeople(tx, [memberId])).get(memberId),
      record: { type: 'users', id: memberId },
      changes: { bookingsPausedUntil: [new Date(member.paused_until).toISOString(), null] },
    })
    return [await queueMemberMail(settings, tx, memberId, 'no-show-lifted', pauseLiftedText(siteUrl()))]
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
}
