import type { Payload } from 'payload'

import { fill } from '@/domain/fill'
import { type NewsletterPreview, newsletterDue, newsletterWeek, nextNewsletterAt } from '@/domain/newsletter'
import type { User } from '@/payload-types'

import { composeNewsletter, greetingName, type NewsletterLetter, personalLetter } from './content'
import { NEWSLETTER_MAIL_TEXTS } from './newsletterMailTexts'
import { newsletterSettings } from './settings'
import { auditPerson, recordAudit } from '../audit/auditLog'
import { pool } from '../db/pool'
import { inTransaction, sql, type Transaction } from '../db/transaction'
import { BULK_CONNECTIONS, bulkTransport } from '../email/bulkTransport'
import { LOGO_CID } from '../email/layout'
import { deliverDueMails, deliverInBackground, enqueueMail, NEWSLETTER_MAIL_KIND } from '../email/outbox'
import { payingMembers } from '../email/payingRecipients'
import { unsubscribeToken } from '../email/unsubscribeToken'
import { TASKS } from '../queue/enqueue'

/** Copies queued per statement: one statement carries the letter once and this many tokens. */
const QUEUED_PER_STATEMENT = 500
/** Copies a sender claims at once and sends together over the pool: enough to keep its connections busy. */
const COPIES_PER_CLAIM = 50
/**
 * Senders beside the round while copies wait: jobs of their own, on no named queue, so that
 * another instance sends too (and goes on alone if the round's instance dies).
 */
const EXTRA_SENDERS = 1

/**
 * Who receives the letter: the accounts that asked for it (step 1 of the registration, or their
 * space) and proved their address. Team accounts never asked.
 */
const RECIPIENTS = `SELECT id, email, first_name FROM users WHERE newsletter AND email_verified_at IS NOT NULL ORDER BY id`

/**
 * A queued copy leaves only if it is still wanted: its reader still subscribed, at the same proven
 * address. Checked as each copy is claimed, so that no unsubscribe (the one click, the space, an
 * admin in the CMS) races the week's issue or a retry.
 */
const COPY_STILL_WANTED = `EXISTS (
  SELECT 1 FROM newsletter_sends s JOIN users u ON u.id = s.user_id
   WHERE s.mail_id = mail_outbox.id AND u.newsletter AND u.email = mail_outbox.recipient AND u.email_verified_at IS NOT NULL)`

async function newsletterRecipientCount(payload: Payload): Promise<number> {
  const { rows } = await pool(payload).query<{ n: number }>(`SELECT count(*)::int AS n FROM (${RECIPIENTS}) r`)
  return rows[0].n
}

/** Queues one copy per recipient, each with its own token and greeting, in the issue's transaction. */
async function queueCopies(tx: Transaction, week: string, letter: NewsletterLetter, now: Date): Promise<number> {
  const recipients = await tx.query<{ id: number; email: string; first_name: string | null }>(sql.raw(RECIPIENTS))
  const paying = await payingMembers(
    tx,
    recipients.map((r) => r.id),
  )
  for (let start = 0; start < recipients.length; start += QUEUED_PER_STATEMENT) {
    const chunk = recipients.slice(start, start + QUEUED_PER_STATEMENT).map((r) => {
      const name = greetingName(r.first_name)
      const { id, email } = r
      return { id, email, token: unsubscribeToken(id, now), name_text: name.text, name_html: name.html, paying: paying.has(id) }
    })
    await tx.query(sql`
      WITH r AS (SELECT * FROM json_to_recordset(${JSON.stringify(chunk)}::json)
                   AS r(id int, email text, token text, name_text text, name_html text, paying boolean)),
      letter AS (SELECT ${letter.text} AS text, ${letter.html} AS html, ${letter.forPayingMember.text} AS paying_text,
                        ${letter.forPayingMember.html} AS paying_html),
      mails AS (
        INSERT INTO mail_outbox (kind, recipient, subject, body_text, body_html, reply_to, headers)
        SELECT ${NEWSLETTER_MAIL_KIND}, r.email, ${letter.subject},
               replace(replace(CASE WHEN r.paying THEN l.paying_text ELSE l.text END, ${letter.tokenMark}, r.token), ${letter.nameMark}, r.name_text),
               replace(replace(CASE WHEN r.paying THEN l.paying_html ELSE l.html END, ${letter.tokenMark}, r.token), ${letter.nameMark}, r.name_html),
               ${letter.replyTo}, replace(${JSON.stringify(letter.headers)}, ${letter.tokenMark}, r.token)::jsonb
          FROM r CROSS JOIN letter l ORDER BY r.id
        RETURNING id, recipient)
      INSERT INTO newsletter_sends (week, user_id, mail_id)
      SELECT ${week}, r.id, mails.id FROM r JOIN mails ON mails.recipient = r.email`)
  }
  return recipients.length
}

type Opened = { opened: true; recipients: number } | { opened: false }

async function issueOpened(payload: Payload, week: string): Promise<boolean> {
  const { rowCount } = await pool(payload).query('SELECT 1 FROM newsletter_issues WHERE week = $1', [week])
  return Boolean(rowCount)
}

/**
 * Opens the week's issue: the letter is composed, then the issue's row and a queued copy for each
 * recipient are written, and the introduction it carries cleared, in one transaction. The week is the row's key: a second opening (another
 * instance, a restart, an admin's « maintenant ») inserts nothing and queues nothing.
 */
async function openIssue(payload: Payload, now: Date, sentBy?: User): Promise<Opened> {
  const week = newsletterWeek(now)
  if (await issueOpened(payload, week)) return { opened: false }
  const letter = await composeNewsletter(payload, now)
  return inTransaction(payload, async (tx) => {
    const inserted = await tx.query(sql`
      INSERT INTO newsletter_issues (week, subject, sent_by) VALUES (${week}, ${letter.subject}, ${sentBy?.id ?? null})
      ON CONFLICT (week) DO NOTHING RETURNING week`)
    if (inserted.length === 0) return { opened: false }
    const recipients = await queueCopies(tx, week, letter, now)
    await tx.query(sql`UPDATE newsletter_issues SET recipients = ${recipients} WHERE week = ${week}`)
    // An introduction speaks for its week: once the letter has it, the panel asks for next week's.
    // Only the text this letter carries is cleared, not one an editor saved meanwhile.
    const [stored] = await tx.query<{ intro: string | null }>(sql`SELECT intro FROM newsletter FOR UPDATE`)
    if (letter.intro && stored?.intro?.trim() === letter.intro) await tx.query(sql`UPDATE newsletter SET intro = NULL, updated_at = now()`)
    if (sentBy) {
      await recordAudit(tx, {
        kind: 'newsletter.sentNow',
        actor: auditPerson(sentBy),
        record: { type: 'globals', id: 'newsletter' },
        changes: { week: [null, week], recipients: [null, recipients] },
      })
    }
    return { opened: true, recipients }
  })
}

/**
 * Sends the queued copies the SMTP provider's per-minute limit still allows: the copies sent in
 * the last minute count against it, whichever round sent them. A copy that fails waits for its
 * retry in a later round; a copy sent is never sent again (the outbox's claim).
 */
export async function sendNewsletterBatch(
  payload: Payload,
  perMinute: number,
  signal?: AbortSignal,
): Promise<{ sent: number; failed: number }> {
  const { rows } = await pool(payload).query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = $1 AND sent_at > now() - interval '1 minute'`,
    [NEWSLETTER_MAIL_KIND],
  )
  const room = perMinute - rows[0].n
  if (room <= 0) return { sent: 0, failed: 0 }
  const newsletter = {
    stillWanted: COPY_STILL_WANTED,
    perClaim: COPIES_PER_CLAIM,
    transport: bulkTransport(payload),
    connections: BULK_CONNECTIONS,
  }
  return deliverDueMails(payload, { limit: room, newsletter, signal })
}

/** A sender beside the round: the copies the provider's limit still allows this minute. */
export async function sendNewsletterCopies(payload: Payload, signal?: AbortSignal): Promise<void> {
  await sendNewsletterBatch(payload, (await newsletterSettings(payload)).perMinute, signal)
}

/**
 * While copies wait, EXTRA_SENDERS jobs send beside the round. Rounds run one at a time (their
 * named queue), so two never both add them; a sender that died mid-letter holds nothing the others
 * need (its copies' claims end with its session: email/outbox.ts).
 */
async function addSenders(payload: Payload): Promise<void> {
  const db = pool(payload)
  const { rows } = await db.query<{ waiting: boolean; senders: number }>(
    `SELECT EXISTS (SELECT 1 FROM mail_outbox WHERE kind = $1 AND sent_at IS NULL) AS waiting,
            (SELECT count(*)::int FROM graphile_worker.jobs WHERE task_identifier = $2 AND attempts < max_attempts) AS senders`,
    [NEWSLETTER_MAIL_KIND, TASKS.newsletterCopies],
  )
  if (!rows[0].waiting) return
  for (let added = rows[0].senders; added < EXTRA_SENDERS; added += 1) {
    await db.query(`SELECT graphile_worker.add_job($1, '{}'::json, max_attempts => 1)`, [TASKS.newsletterCopies])
  }
}

/**
 * The queued copies no longer wanted leave the outbox (all of them, or one reader's at once when
 * they unsubscribe). The claim refuses them anyway; this keeps the queue to what will leave.
 */
export async function dropUnwantedCopies(payload: Payload, userId?: number): Promise<void> {
  await pool(payload).query(
    `DELETE FROM mail_outbox WHERE kind = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
        AND ($2::int IS NULL OR id IN (SELECT mail_id FROM newsletter_sends WHERE user_id = $2)) AND NOT ${COPY_STILL_WANTED}`,
    [NEWSLETTER_MAIL_KIND, userId ?? null],
  )
}

/**
 * The outbox's upkeep: the queued copies no longer wanted go; a sent copy keeps its row (when it
 * left: the person's export shows it) but not its text, since every copy of a week says the same
 * and a club of 10,000 readers would store 500 MB of them a week.
 */
async function tidyCopies(payload: Payload): Promise<void> {
  await dropUnwantedCopies(payload)
  await pool(payload).query(
    `UPDATE mail_outbox SET body_text = '', body_html = NULL, headers = NULL
      WHERE id IN (SELECT id FROM mail_outbox WHERE kind = $1 AND sent_at < now() - interval '1 day' AND body_html IS NOT NULL LIMIT 5000)`,
    [NEWSLETTER_MAIL_KIND],
  )
}

/**
 * The job of each minute: open the week's issue once its day and hour have come, then send a batch,
 * copy by copy until `signal` says the instance is stopping.
 */
export async function newsletterRound(payload: Payload, now: Date = new Date(), signal?: AbortSignal): Promise<void> {
  const settings = await newsletterSettings(payload)
  if (newsletterDue(settings, now)) await openIssue(payload, now)
  await tidyCopies(payload)
  await addSenders(payload)
  await sendNewsletterBatch(payload, settings.perMinute, signal)
}

/**
 * An admin sends the week's letter now rather than at its hour; it still leaves once in the week,
 * in batches, the first one started at once on the queue. Not without the editors' introduction:
 * a letter sent by hand is one someone chose to send, and it opens on their word.
 */
export async function sendNewsletterNow(payload: Payload, admin: User): Promise<Opened | { opened: false; introMissing: true }> {
  const now = new Date()
  // A week's letter gone says so first: its introduction, cleared once it left, is not missing.
  if (await issueOpened(payload, newsletterWeek(now))) return { opened: false }
  if (!(await newsletterSettings(payload)).intro) return { opened: false, introMissing: true }
  const opened = await openIssue(payload, now, admin)
  if (opened.opened) {
    await pool(payload).query(`SELECT graphile_worker.add_job($1, '{}'::json, queue_name => 'newsletter', job_key => 'newsletter-now')`, [
      TASKS.newsletterRound,
    ])
  }
  return opened
}

/** « S'envoyer un test »: the letter as it would leave now, to the editor's own address only. */
export async function sendTestNewsletter(payload: Payload, editor: User): Promise<void> {
  const letter = personalLetter(await composeNewsletter(payload), unsubscribeToken(editor.id), editor.firstName ?? null)
  const id = await inTransaction(payload, (tx) =>
    enqueueMail(tx, {
      kind: 'newsletter_test',
      to: editor.email,
      subject: fill(NEWSLETTER_MAIL_TEXTS.testSubject, { subject: letter.subject }),
      text: letter.text,
      html: letter.html,
      replyTo: letter.replyTo,
      headers: letter.headers,
    }),
  )
  deliverInBackground(payload, id)
}

/** How the preview greets its reader: each copy names its own. */
const PREVIEW_GREETING = ' « prénom »'

/** What the editors' panel shows: the letter as it would leave now, whether it has its introduction, when it will leave, and to how many. */
export async function newsletterPreview(payload: Payload): Promise<NewsletterPreview> {
  const [letter, settings, recipients] = await Promise.all([
    composeNewsletter(payload),
    newsletterSettings(payload),
    newsletterRecipientCount(payload),
  ])
  return {
    subject: letter.subject,
    hasIntro: settings.intro !== '',
    // Links without a token, and the logo from the site (a browser cannot show the mail's cid: attachment).
    html: letter.html
      .replaceAll(`?token=${letter.tokenMark}`, '')
      .replaceAll(`cid:${LOGO_CID}`, '/email-logo.png')
      .replaceAll(letter.nameMark, PREVIEW_GREETING),
    nextSendAt: nextNewsletterAt(settings, new Date()).toISOString(),
    recipients,
  }
}
