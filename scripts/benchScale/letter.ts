import { NEWSLETTER_SCHEDULE } from '../../src/domain/newsletter'
import { ALIVE_SESSIONS } from '../../src/server/db/sessions'
import { CLAIMABLE } from '../../src/server/email/outbox'
import { residentMemory } from '../benchApplicants'
import { crashBHalfWay } from './crash'
import { pooledSendTime } from './pooledReference'
import { ms, type ScaleContext, type ScaleRow, session } from './scaleRows'

const TIME_RATIO = 1.5
const MEMORY_GROWTH_MB = 150
const CONFIRMATION_WITHIN_MS = 60_000
const LETTER_TIMEOUT_MS = 15 * 60_000

/**
 * The weekly letter to every reader, sent by an admin's « Envoyer maintenant » through the proxy, the
 * provider's pace set to the most the settings allow (the SMTP server here takes all it gets).
 * Instance B is killed once half the copies have arrived. Measured at the sink: the time from the
 * click to the last copy accepted, copies missing or received twice; each instance's resident
 * memory above its level before the click; and a booking's confirmation asked for while the letter
 * goes out. The reference: as many copies of the same letter sent by nodemailer's pool alone.
 */
export async function measureLetter(context: ScaleContext): Promise<ScaleRow[]> {
  const { db, sink, site, proxied } = context
  const cookie = await session(site, context.admin.email, context.admin.password)
  const headers = { Cookie: cookie, Origin: site, 'Content-Type': 'application/json' }
  const settings = await fetch(`${site}/cms-api/globals/newsletter`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      intro: 'Cette semaine au cercle : trois dîners et nos lectures.',
      schedule: { perMinute: NEWSLETTER_SCHEDULE.perMinute.max },
    }),
  })
  if (!settings.ok) throw new Error(`newsletter settings: ${settings.status}`)
  // Every reader, the demo members the instances seeded among them: the sink counts their mails only.
  const { rows: readers } = await db.query<{ email: string }>('SELECT email FROM users WHERE newsletter AND email_verified_at IS NOT NULL')
  const readerSet = new Set(readers.map((row) => row.email))
  const from = sink.accepted.length
  // The newcomer reads the letter too, and also gets the confirmation of the booking made during it:
  // only their mail with the copies' subject (as the sink received it) is a copy.
  const newcomer = context.filled.newcomer.email
  const copiesSubject = () => sink.accepted.find((mail, i) => i >= from && readerSet.has(mail.to) && mail.to !== newcomer)?.subject
  const isReader = (to: string, subject: string) => readerSet.has(to) && (to !== newcomer || subject === copiesSubject())
  const pids = [proxied.a.pid, proxied.b.pid] as number[]
  const before = pids.map((pid) => residentMemory(pid))
  const peak = [...before]
  const sampling = setInterval(() => {
    for (const [i, pid] of pids.entries()) peak[i] = Math.max(peak[i], residentMemory(pid))
  }, 250)

  const clicked = Date.now()
  const sent = await fetch(`${site}/api/admin/newsletter/send`, { method: 'POST', headers })
  if (!sent.ok) throw new Error(`« Envoyer maintenant »: ${sent.status} ${await sent.text()}`)
  const { recipients } = (await sent.json()) as { recipients: number }

  // A member books while the letter goes out: the confirmation must not wait behind it.
  const booking = bookDuringLetter(context)
  // The copies each instance had claimed and not sent when B died: after the crash, the claims
  // whose holder is no longer alive were B's (A may have taken them back already, so they are
  // counted from the moment before).
  let claimedThen: Array<{ claimed_by: string; n: number }> = []
  await crashBHalfWay(
    context,
    () => sink.count(isReader, from).mails >= recipients / 2,
    LETTER_TIMEOUT_MS,
    async () => {
      ;({ rows: claimedThen } = await db.query(
        `SELECT claimed_by, count(*)::int AS n FROM mail_outbox
          WHERE kind = 'newsletter' AND sent_at IS NULL AND NOT ${CLAIMABLE} GROUP BY claimed_by`,
      ))
    },
  )
  const { rows: alive } = await db.query<{ worker_id: string }>(ALIVE_SESSIONS)
  const heldByB = claimedThen
    .filter((claim) => !alive.some((row) => row.worker_id === claim.claimed_by))
    .reduce((sum, claim) => sum + claim.n, 0)
  while (sink.count(isReader, from).mails < recipients && Date.now() < clicked + LETTER_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  clearInterval(sampling)
  const received = sink.count(isReader, from)
  const elapsed = received.last - clicked
  const confirmation = await booking
  const missing = recipients - (received.mails - received.duplicates)
  const growth = peak.map((value, i) => value - before[i])

  const { rows } = await db.query<{ subject: string; body_text: string; body_html: string; headers: Record<string, string> }>(
    `SELECT subject, body_text, body_html, headers FROM mail_outbox WHERE kind = 'newsletter' AND body_html IS NOT NULL LIMIT 1`,
  )
  const [copy] = rows
  const reference = await pooledSendTime(sink, recipients, {
    subject: copy.subject,
    text: copy.body_text,
    html: copy.body_html,
    headers: copy.headers,
  })
  const perMail = reference / recipients

  return [
    {
      what: `the weekly letter to ${recipients.toLocaleString('en')} readers, « Envoyer » to the last copy accepted; B killed half-way (${heldByB} copies in its hands then)`,
      measured: `${ms(elapsed)}; ${received.duplicates} duplicates, ${missing} missing`,
      reference: `nodemailer's pool alone: ${ms(reference)} (${perMail.toFixed(2)} ms a mail)`,
      ratio: elapsed / reference,
      target: `≤ ${TIME_RATIO}×; 0 duplicates, 0 missing`,
      holds: elapsed <= TIME_RATIO * reference && received.duplicates === 0 && missing === 0,
    },
    {
      what: 'the instances’ peak resident memory above their level before « Envoyer » (A, B until killed)',
      measured: growth.map((mb, i) => `${i === 0 ? 'A' : 'B'} +${mb} MB`).join(', '),
      reference: before.map((mb, i) => `${i === 0 ? 'A' : 'B'} ${mb} MB before`).join(', '),
      ratio: Math.max(...growth) / MEMORY_GROWTH_MB,
      target: `≤ ${MEMORY_GROWTH_MB} MB each`,
      holds: growth.every((mb) => mb <= MEMORY_GROWTH_MB),
    },
    {
      what: `a booking's confirmation asked for during the letter (${confirmation.status})`,
      measured: Number.isFinite(confirmation.ms) ? `accepted ${ms(confirmation.ms)} after the booking` : 'never accepted',
      reference: `the letter's own pace: ${perMail.toFixed(2)} ms a mail`,
      ratio: confirmation.ms / CONFIRMATION_WITHIN_MS,
      target: '≤ 1 min',
      holds: confirmation.ms <= CONFIRMATION_WITHIN_MS,
    },
  ]
}

/** The newcomer books the evening's emptiest dinner, two seconds into the letter; resolves once the sink has the confirmation. */
async function bookDuringLetter(context: ScaleContext): Promise<{ status: number; ms: number }> {
  const { db, site, sink, filled } = context
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const { rows } = await db.query<{ id: number }>(
    `SELECT dinner_id AS id FROM bookings WHERE dinner_id = ANY($1::int[]) GROUP BY dinner_id ORDER BY count(*) LIMIT 1`,
    [filled.eveningDinners],
  )
  const cookie = await session(site, filled.newcomer.email, context.admin.password)
  const from = sink.accepted.length
  const booked = Date.now()
  const response = await fetch(`${site}/api/dinners/${rows[0].id}/bookings`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: site, 'Content-Type': 'application/json' },
    body: '{}',
  })
  if (!response.ok) return { status: response.status, ms: Number.POSITIVE_INFINITY }
  const mine = (to: string) => to === filled.newcomer.email
  while (sink.count(mine, from).mails === 0 && Date.now() < booked + 3 * CONFIRMATION_WITHIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const { mails, last } = sink.count(mine, from)
  return { status: response.status, ms: mails > 0 ? last - booked : Number.POSITIVE_INFINITY }
}
