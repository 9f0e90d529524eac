import type { Payload, Where } from 'payload'

import type { User } from '@/payload-types'

import { auditPerson, recordAudit } from '../audit/auditLog'
import { closeSession } from '../auth/session'
import { endSubscriptionBeforeErasure } from '../billing/erasure'
import { memberPayments } from '../billing/member/paymentHistory'
import { CACHE_TAGS, expireInTransaction } from '../cache'
import { pool } from '../db/pool'
import { inTransaction, outsideTransaction, sql } from '../db/transaction'
import { readDinnerAlert } from '../dinners/alerts/alertPreferences'
import { releaseSeats } from '../dinners/base/bookings'
import { OWN_BOOKING_IDS } from '../dinners/base/ownBookings'
import { exportedBookings } from '../dinners/booking/exportedBookings'
import { deliverOrRetryLater } from '../email/outbox'
import { getSiteSettings } from '../settings/siteSettings'

/** Fields never handed out, even to their owner. */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['hash', 'salt', 'sessions', 'resetPasswordToken', 'resetPasswordExpiration'])

/**
 * The contact messages that are the account's (DESIGN §4): those it sent while signed in, and
 * those sent from its address only once the account has proven it owns that address.
 */
function ownMessages(user: User): Where {
  const own: Where[] = [{ sentBy: { equals: user.id } }]
  if (user.emailVerifiedAt) own.push({ email: { equals: user.email } })
  return { or: own }
}

/**
 * GDPR access and portability: everything stored about the account, read as the account, as the
 * parts of one JSON file in the order they are read (streamedDownload sends each as it comes). The
 * bookings, which years of dinners make the longest part, go batch by batch, the first with the
 * account; what follows them is read while they are sent.
 */
export async function* exportUserData(payload: Payload, user: User): AsyncGenerator<string> {
  const stored = await payload.findByID({ collection: 'users', id: user.id, user, overrideAccess: false, depth: 0 })
  const account = Object.fromEntries(Object.entries(stored).filter(([field]) => !SECRET_FIELDS.has(field)))
  // Contact messages are readable by admins only: looked up by the system for their sender.
  const messages = await payload.find({
    collection: 'contact-messages',
    where: ownMessages(user),
    // One person's own messages, which the contact form's rate limit keeps few; the export owes them all.
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, email: true, subject: true, message: true, createdAt: true },
  })
  // What the team's log holds about them: what was done and when (the team member's name stays the team's).
  const { rows: auditEntries } = await pool(payload).query(
    `SELECT kind, at, changes FROM audit_log WHERE subject_id = $1 ORDER BY at, id`,
    [user.id],
  )
  // Logged before anything is sent: a download the member stops half-way has still handed out their data.
  await recordAudit(outsideTransaction(payload), {
    kind: 'gdpr.export',
    actor: auditPerson(user),
    subject: auditPerson(user),
    record: { type: 'users', id: user.id },
  })
  const head = { exportedAt: new Date().toISOString(), account, contactMessages: messages.docs }
  // The object's text without its closing brace, then the bookings' array, written as it is read.
  let part = `${JSON.stringify(head).slice(0, -1)},"bookings":[`
  let separator = ''
  for await (const batch of exportedBookings(payload, user)) {
    yield part + separator + batch.join(',')
    part = ''
    separator = ','
  }
  // The rest of the object, its opening brace left out.
  yield `${part}],${JSON.stringify(await afterBookings(payload, user, stored, auditEntries)).slice(1)}`
}

/** What the export holds after the bookings: decisions, the log's entries about them (read before this export's), letters, alerts, membership, payments, what followed the dinners. */
async function afterBookings(payload: Payload, user: User, stored: User, auditEntries: unknown[]) {
  // Every decision on their application, a changed one with the team's reason (not who decided).
  const { rows: applicationDecisions } = await pool(payload).query(
    `SELECT status, notes, reason, decided_at AS "decidedAt" FROM application_decisions WHERE user_id = $1 ORDER BY decided_at, id`,
    [user.id],
  )
  // The weekly newsletter: whether they asked for it (in `account`), and which letters they were sent.
  const { rows: lettersSent } = await pool(payload).query(
    `SELECT s.week, i.subject, o.sent_at AS "sentAt" FROM newsletter_sends s JOIN newsletter_issues i ON i.week = s.week
       LEFT JOIN mail_outbox o ON o.id = s.mail_id WHERE s.user_id = $1 ORDER BY s.week`,
    [user.id],
  )
  // « Prévenez-moi »: what they asked to be told of, and the dinners they were told of.
  const { rows: dinnersTold } = await pool(payload).query(
    `SELECT d.title AS dinner, s.day, s.sent_at AS "sentAt" FROM dinner_alert_sends s JOIN dinners d ON d.id = s.dinner_id
      WHERE s.user_id = $1 ORDER BY s.sent_at, d.id`,
    [user.id],
  )
  // Their paid membership as the club keeps it (their card or bank details are Stripe's, never here).
  const { rows: memberships } = await pool(payload).query(
    `SELECT status, plan, billing_interval AS "interval", rate, amount_cents AS "amountCentsTaxIncluded", currency,
            status_since AS "statusSince", current_period_end AS "currentPeriodEnd", cancel_at AS "cancelAt",
            last_payment_at AS "lastPaymentAt", last_payment_cents AS "lastPaymentCents", stripe_customer_id AS "stripeCustomerId",
            offered_reason AS "offeredReason", invited_at AS "invitedAt", created_at AS "createdAt"
       FROM memberships WHERE member_id = $1`,
    [user.id],
  )
  // Every payment, refund and credit as Stripe recorded them (no card detail: Stripe keeps those).
  const paymentHistory = await memberPayments(payload, user.id)
  return {
    applicationDecisions,
    auditEntries,
    newsletter: { subscribed: Boolean(stored.newsletter), lettersSent },
    dinnerAlerts: { choice: await readDinnerAlert(payload, user.id), told: dinnersTold },
    membership: memberships[0] ?? null,
    paymentHistory,
    dinnerFeedback: await feedbackOf(payload, user.id),
    ...(await afterDinnerOf(payload, user.id)),
    sponsorship: await sponsorshipOf(payload, user.id),
  }
}

/**
 * Sponsorship: the invitations they sent (to whom, their word, when, whether it was used), the
 * concerns they wrote to the team (their words; the address is kept only as a keyed hash), and
 * the rewards they received.
 */
async function sponsorshipOf(payload: Payload, memberId: number) {
  const db = pool(payload)
  const { rows: invitationsSent } = await db.query(
    `SELECT email, message, sent_at AS "sentAt", expires_at AS "expiresAt", used_at AS "usedAt"
       FROM sponsor_invitations WHERE sponsor_id = $1 ORDER BY sent_at, id`,
    [memberId],
  )
  const { rows: concernsWritten } = await db.query(
    `SELECT message, created_at AS "createdAt" FROM sponsor_concerns WHERE author_id = $1 ORDER BY created_at, id`,
    [memberId],
  )
  const { rows: rewards } = await db.query(
    `SELECT kind, detail, granted_at AS "grantedAt" FROM sponsor_rewards WHERE sponsor_id = $1 ORDER BY granted_at`,
    [memberId],
  )
  return { invitationsSent, concernsWritten, rewards }
}

/**
 * After the dinners: the tablemates the member ticked (« revoir »), the introductions made, the
 * reports they filed, and the absences carried over from an earlier account. A tablemate's tick on
 * the member is not here: it belongs to the tablemate, and a one-sided one is never revealed.
 */
async function afterDinnerOf(payload: Payload, memberId: number) {
  const db = pool(payload)
  const { rows: revoirWishes } = await db.query(
    `SELECT d.title AS dinner, COALESCE(u.first_name, '') AS tablemate, w.created_at AS "createdAt"
       FROM revoir_wishes w JOIN bookings b ON b.id = w.booking_id JOIN dinners d ON d.id = b.dinner_id JOIN users u ON u.id = w.mate_id
      WHERE w.booking_id = ${OWN_BOOKING_IDS} ORDER BY d.starts_at, w.created_at`,
    [memberId],
  )
  const { rows: revoirIntroductions } = await db.query(
    `SELECT d.title AS dinner, COALESCE(u.first_name, '') AS tablemate, i.created_at AS "introducedAt"
       FROM revoir_introductions i LEFT JOIN dinners d ON d.id = i.dinner_id
       JOIN users u ON u.id = CASE WHEN i.member_a = $1 THEN i.member_b ELSE i.member_a END
      WHERE $1 IN (i.member_a, i.member_b) ORDER BY i.created_at`,
    [memberId],
  )
  // The reports the member filed (one about a tablemate who erased their account since has lost its
  // words and its dinner). Those about them are not here: they would name who reported (GDPR art. 15(4)).
  // One that outlived an erasure names nobody, even once it follows a new account: that account's
  // name would tell the reporter the person is back, and the erased one's is not kept.
  const { rows: conductReports } = await db.query(
    `SELECT d.title AS dinner, CASE WHEN r.kept_after_erasure THEN '' ELSE COALESCE(u.first_name, '') END AS tablemate,
            r.category, r.message, r.created_at AS "createdAt"
       FROM conduct_reports r LEFT JOIN dinners d ON d.id = r.dinner_id LEFT JOIN users u ON u.id = r.reported_id
      WHERE r.reporter_id = $1 ORDER BY r.created_at`,
    [memberId],
  )
  // Absences noted on an earlier account at the same address, which the no-show policy counts: their dates only.
  const { rows: carriedOverNoShows } = await db.query(
    `SELECT dinner_at AS "dinnerAt" FROM kept_no_shows WHERE member_id = $1 ORDER BY dinner_at`,
    [memberId],
  )
  return { revoirWishes, revoirIntroductions, conductReports, carriedOverNoShows }
}

/** The member's morning-after answers, by dinner (kept outside Payload's collections: read by the system for their author). */
async function feedbackOf(payload: Payload, memberId: number) {
  const { rows } = await pool(payload).query<{ dinner: string; evening: number; speaker: number; conversation: number }>(
    `SELECT d.title AS dinner, f.evening, f.speaker, f.conversation, f.comment, f.share_email AS "shareEmail",
            f.created_at AS "createdAt", f.updated_at AS "updatedAt"
       FROM dinner_feedback f JOIN bookings b ON b.id = f.booking_id JOIN dinners d ON d.id = b.dinner_id
      WHERE f.booking_id = ${OWN_BOOKING_IDS} ORDER BY d.starts_at`,
    [memberId],
  )
  return rows
}

/**
 * GDPR erasure, all or nothing: the account, its contact messages, its bookings (with their marks,
 * contests, feedback and « revoir » ticks) and the mails it was sent or sent the team are deleted together (its confirmation links go with the account); the seats it held at
 * dinners yet to come go to their waitlists; the session ends. What the erasure must not wipe (the
 * reports about the person and their absences that count, under keyed hashes) is kept by the
 * users' delete hook (keptAfterErasure.ts), in the same transaction. A paid subscription ends at
 * Stripe before anything else: nobody is charged for an account that no longer exists.
 */
export async function deleteAccount(payload: Payload, user: User): Promise<string> {
  // First, while the account and its session are still whole: a failure leaves nothing half-erased.
  await endSubscriptionBeforeErasure(payload, user.id)
  const cookie = await closeSession(payload, user)
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const promotions = await releaseSeats(settings, tx, user.id)
    await payload.delete({ collection: 'contact-messages', where: ownMessages(user), overrideAccess: true, req: tx.req })
    await tx.query(sql`DELETE FROM mail_outbox WHERE recipient = ${user.email}`)
    // The newsletter's copies, to this address or an earlier one (their rows go with the account's).
    await tx.query(sql`DELETE FROM mail_outbox WHERE id IN (SELECT mail_id FROM newsletter_sends WHERE user_id = ${user.id})`)
    // The dinner alerts likewise (their choice and the dinners told go with the account's row).
    await tx.query(sql`DELETE FROM mail_outbox WHERE id IN (SELECT mail_id FROM dinner_alert_sends WHERE user_id = ${user.id})`)
    // The team's copies of what the member wrote about their bookings (a contested mark) go too.
    await tx.query(sql`DELETE FROM mail_outbox WHERE booking_id IN (SELECT id FROM bookings WHERE member_id = ${user.id})`)
    // « Revoir » introductions went to two people at once: the mail holds this member's shared address.
    await tx.query(sql`
      DELETE FROM mail_outbox WHERE id IN (SELECT mail_id FROM revoir_introductions WHERE ${user.id} IN (member_a, member_b))`)
    await payload.delete({ collection: 'users', id: user.id, user, overrideAccess: false, context: { flow: 'erasure' }, req: tx.req })
    // The seats the member held are free again on the public pages.
    await expireInTransaction(payload, tx, CACHE_TAGS.dinners)
    return promotions
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return cookie
}
