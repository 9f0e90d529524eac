import type { Payload, SendEmailOptions } from 'payload'

import { SENT_MAIL_BODY_DAYS } from '@/domain/dinnerMailLog'

import { WORST_CASE_SEND_MS } from './adapter'
import type { CalendarMethod, MailParts } from './mailContent'
import { mailMessage } from './message'
import { paysSubscriptionAt } from './payingRecipients'
import { afterCommit } from '../db/payloadInternals'
import { pool } from '../db/pool'
import { claimHolder, ENDED_SESSIONS } from '../db/sessions'
import { sql, type Transaction } from '../db/transaction'

/**
 * A transactional outbox for the mails that follow a decision (DESIGN §8): the mail is written in
 * the same transaction as the change it reports, so it exists exactly when the change does, and
 * is sent after the commit. A send that fails is logged and retried with growing delays. Each
 * row is claimed atomically (a conditional UPDATE, FOR UPDATE SKIP LOCKED for the next due one)
 * under a fresh token, one mail at a time, for longer than the slowest possible send: two
 * instances never send the same mail, and only the claim's holder records how its send ended.
 * (Payload's job queue claims jobs with a find then an update, which two instances can both win.)
 */
/**
 * `bookingId`: the booking a dinner's mail is about, for the team's per-guest log (and « Renvoyer »);
 * `forTeam`: a mail about that booking written to the team, never re-sent to the guest.
 */
export type OutgoingMail = MailParts & { kind: string; bookingId?: number; forTeam?: boolean }

/** Attempts before a mail is given up (the last error stays on its row for the team). */
export const MAIL_MAX_ATTEMPTS = 8
/** A claimed mail not marked sent or failed by then (a crashed instance) is claimable again: a minute more than the slowest send. */
const CLAIM_SECONDS = Math.ceil(WORST_CASE_SEND_MS / 1000) + 60

function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60)
}

type Claimed = {
  id: number
  recipient: string
  blind: boolean
  subject: string
  body_text: string
  body_html: string | null
  reply_to: string | null
  calendar_method: CalendarMethod | null
  calendar: string | null
  headers: Record<string, string> | null
  attempts: number
  claim_token: string
}

/** The mail as its recipients get it: with « Résilier mon adhésion » when one of them pays a membership. */
async function addressedBody(tx: Transaction, mail: OutgoingMail): Promise<{ text: string; html?: string }> {
  if (!mail.forPayingMember) return mail
  // A blind mail to several members (an introduction) carries it when one of them pays: the law asks it of every mail they get.
  const recipients = mail.to.split(',').map((address) => address.trim())
  return (await paysSubscriptionAt(tx, recipients)) ? mail.forPayingMember : mail
}

export async function enqueueMail(tx: Transaction, mail: OutgoingMail): Promise<number> {
  const body = await addressedBody(tx, mail)
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO mail_outbox (kind, recipient, blind, subject, body_text, body_html, reply_to, calendar_method, calendar, booking_id, headers, for_team)
    VALUES (${mail.kind}, ${mail.to}, ${mail.blind ?? false}, ${mail.subject}, ${body.text}, ${body.html ?? null}, ${mail.replyTo ?? null},
            ${mail.calendar?.method ?? null}, ${mail.calendar?.content ?? null}, ${mail.bookingId ?? null},
            ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb, ${mail.forTeam ?? false})
    RETURNING id`)
  return row.id
}

async function send(payload: Payload, mail: Claimed, transport: MailTransport = (message) => payload.sendEmail(message)): Promise<boolean> {
  const db = pool(payload)
  try {
    await transport(
      mailMessage({
        to: mail.recipient,
        blind: mail.blind,
        subject: mail.subject,
        text: mail.body_text,
        html: mail.body_html ?? undefined,
        replyTo: mail.reply_to ?? undefined,
        calendar: mail.calendar_method && mail.calendar ? { method: mail.calendar_method, content: mail.calendar } : undefined,
        headers: mail.headers ?? undefined,
      }),
    )
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error)
    payload.logger.error({ err: error, msg: `mail ${mail.id} not sent (attempt ${mail.attempts}), will be retried` })
    await db.query(
      `UPDATE mail_outbox SET claimed_until = NULL, claim_token = NULL, last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
        WHERE id = $1 AND claim_token = $4`,
      [mail.id, message, retryDelaySeconds(mail.attempts), mail.claim_token],
    )
    return false
  }
  // Sent: never rescheduled from here. If this record fails (the database lost meanwhile), the
  // error reaches the caller and the claim keeps the mail from anyone else until it runs out.
  const { rowCount } = await db.query(
    'UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL, claim_token = NULL, last_error = NULL WHERE id = $1 AND claim_token = $2',
    [mail.id, mail.claim_token],
  )
  if (!rowCount) payload.logger.warn(`mail ${mail.id} was sent after its claim ran out`)
  return true
}

const RETURNED = 'id, recipient, blind, subject, body_text, body_html, reply_to, calendar_method, calendar, headers, attempts, claim_token'
/** A fresh claim for `lease` seconds, held by this instance (`holder`, see claimHolder): parameters' places. */
const claim = (lease: string, holder: string) =>
  `claimed_until = now() + make_interval(secs => ${lease}), claim_token = gen_random_uuid(), attempts = attempts + 1, claimed_by = ${holder}`
/** Unclaimed, or a claim run out, or held by an instance whose session has ended (it died mid-send: nothing was accepted that it did not record). */
export const CLAIMABLE = `(claimed_until IS NULL OR claimed_until < now() OR claimed_by IN (${ENDED_SESSIONS}))`

/** Sends one queued mail now, unless it was already sent or another instance holds it. */
export async function deliverMail(payload: Payload, id: number): Promise<boolean> {
  const { rows } = await pool(payload).query<Claimed>(
    `UPDATE mail_outbox SET ${claim('$2', '$3')}
      WHERE id = $1 AND sent_at IS NULL AND ${CLAIMABLE}
      RETURNING ${RETURNED}`,
    [id, CLAIM_SECONDS, claimHolder()],
  )
  return rows[0] ? send(payload, rows[0]) : false
}

/**
 * Sends a queued mail without making the caller wait for SMTP (a sign-up, a reset request):
 * the answer takes the same time whether or not a mail goes out, and a failed send is retried.
 */
export function deliverInBackground(payload: Payload, ...ids: number[]): void {
  void (async () => {
    // One after the other: a whole table's mails need not open as many SMTP connections at once.
    for (const id of ids) await deliverOrRetryLater(payload, id)
  })()
}

/**
 * Mails queued inside a Payload operation (a hook runs in its transaction) leave once it commits,
 * never if it rolls back: without this they would wait for the next retry round, a minute later.
 */
export function deliverAfterCommit(payload: Payload, tx: Transaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve()
  return afterCommit(payload, tx.req.transactionID, async () => deliverInBackground(payload, ...ids))
}

/** Sends a queued mail now; when it cannot leave (SMTP or the database down), the outbox retries it later. */
export async function deliverOrRetryLater(payload: Payload, id: number): Promise<void> {
  await deliverMail(payload, id).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `mail ${id} not sent, will be retried` }),
  )
}

/** The newsletter's mails leave in their own rounds, at the pace the SMTP provider allows (newsletter/sending.ts). */
export const NEWSLETTER_MAIL_KIND = 'newsletter'

/** How a mail leaves: the Payload adapter's transport by default (a connection per mail). */
export type MailTransport = (message: SendEmailOptions) => Promise<unknown>

type DueMails = {
  limit?: number
  /** For tests: a claim shorter than a batch, never than one send. */
  leaseSeconds?: number
  /**
   * The newsletter's copies (only those `stillWanted`, a condition on the `mail_outbox` row, allows),
   * or every other kind. They are claimed `perClaim` at a time and sent together through `transport`
   * (a pool of connections): each is still recorded on its own the moment it is accepted.
   */
  newsletter?: { stillWanted: string; perClaim: number; transport: MailTransport; connections: number }
  /** The instance is stopping: no further mail is claimed (those being sent finish). */
  signal?: AbortSignal
}

/**
 * Sends the mails whose retry time has come, up to `limit`, each claimed just before it is sent (safe
 * across instances), until `signal` says the instance is stopping: what is left waits for a round elsewhere.
 */
export async function deliverDueMails(
  payload: Payload,
  { limit = 20, newsletter, signal, ...options }: DueMails = {},
): Promise<{ sent: number; failed: number }> {
  // Copies claimed together wait their turn on the pool's connections: the claim covers them all.
  const leaseSeconds = options.leaseSeconds ?? CLAIM_SECONDS * Math.ceil((newsletter?.perClaim ?? 1) / (newsletter?.connections ?? 1))
  const kind = newsletter ? `kind = $3 AND ${newsletter.stillWanted}` : 'kind <> $3'
  const perClaim = newsletter?.perClaim ?? 1
  const result = { sent: 0, failed: 0 }
  // Each claim starts after the last one's highest id: the rows behind are sent (or held by another
  // sender), and a letter's tens of thousands would otherwise be walked again at every claim. Once
  // nothing is left ahead, one pass from the start takes what came free behind (a failed send's retry).
  let after = 0
  while (result.sent + result.failed < limit && !signal?.aborted) {
    const { rows } = await pool(payload).query<Claimed>(
      `UPDATE mail_outbox SET ${claim('$2', '$4')}
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND attempts < $1 AND next_attempt_at <= now() AND ${CLAIMABLE} AND ${kind} AND id > $6
           ORDER BY id LIMIT $5 FOR UPDATE SKIP LOCKED)
        RETURNING ${RETURNED}`,
      [
        MAIL_MAX_ATTEMPTS,
        leaseSeconds,
        NEWSLETTER_MAIL_KIND,
        claimHolder(),
        Math.min(perClaim, limit - result.sent - result.failed),
        after,
      ],
    )
    if (rows.length === 0) {
      if (after === 0) break
      after = 0
      continue
    }
    after = Math.max(...rows.map((row) => row.id))
    const sent = await Promise.all(rows.map((mail) => send(payload, mail, newsletter?.transport)))
    result.sent += sent.filter(Boolean).length
    result.failed += sent.filter((ok) => !ok).length
  }
  return result
}

/** Rows emptied per statement: the weekly letter leaves one row per member. */
const BODY_DROP_BATCH = 5000

/**
 * The nightly upkeep: the bodies (text, HTML, calendar, headers with their links) of mails sent or
 * given up more than SENT_MAIL_BODY_DAYS ago. Long enough for « Renvoyer » when a guest cannot find a
 * mail, and no longer, since its links act without a login; what the team's mail log shows (to,
 * subject, when, state) stays.
 */
export async function dropOldMailBodies(payload: Payload, days = SENT_MAIL_BODY_DAYS): Promise<number> {
  let dropped = 0
  for (;;) {
    const { rowCount } = await pool(payload).query(
      `UPDATE mail_outbox SET body_text = '', body_html = NULL, calendar = NULL, headers = NULL, body_dropped_at = now()
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE body_dropped_at IS NULL
             AND (sent_at < now() - make_interval(days => $1)
                  OR (sent_at IS NULL AND attempts >= $2 AND next_attempt_at < now() - make_interval(days => $1)))
           LIMIT $3)`,
      [days, MAIL_MAX_ATTEMPTS, BODY_DROP_BATCH],
    )
    dropped += rowCount ?? 0
    if ((rowCount ?? 0) < BODY_DROP_BATCH) return dropped
  }
}
