import { crashBHalfWay, restartB } from './crash'
import { nextMinute } from './fill'
import { pooledSendTime } from './pooledReference'
import { ms, type ScaleContext, type ScaleRow } from './scaleRows'
import { reminderJobKeys } from '../../src/server/dinners/base/reminderJobs'

const WITHIN_MS = 2 * 60_000

/**
 * The 72-hour reminders and the morning briefs of the evening's 50 dinners, all due at the same
 * minute: their jobs (planned by the fill as a booking plans them) are moved to the next whole
 * minute, as the clock reaching it would make them due. Instance B is killed once half of them
 * have arrived. Measured at the sink: the lateness of the last one after that minute, and any mail
 * received twice. The reference: the same number of mails sent by nodemailer's pool alone.
 */
export async function measureReminders(context: ScaleContext): Promise<ScaleRow[]> {
  const { db, sink, filled } = context
  const { rows } = await db.query<{ id: number; email: string }>(
    `SELECT b.id, u.email FROM bookings b JOIN users u ON u.id = b.member_id WHERE b.dinner_id = ANY($1::int[]) AND b.status = 'booked'`,
    [filled.eveningDinners],
  )
  const guests = new Set(rows.map((row) => row.email))
  const expected = rows.length * 2
  const isGuest = (to: string) => guests.has(to)
  const due = nextMinute(Date.now() + 5_000)
  const keys = rows.flatMap((row) => Object.values(reminderJobKeys(row.id)))
  const moved = await db.query('UPDATE graphile_worker._private_jobs SET run_at = $1 WHERE key = ANY($2::text[])', [due, keys])
  if (moved.rowCount !== expected) throw new Error(`${moved.rowCount} reminder jobs planned, ${expected} expected`)
  const crashedAt = await crashBHalfWay(context, () => sink.count(isGuest).mails >= expected / 2, due.getTime() - Date.now() + WITHIN_MS)
  const deadline = due.getTime() + 2 * WITHIN_MS
  while (sink.count(isGuest).mails < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
  const received = sink.count(isGuest)
  await restartB(context)

  const { rows: sample } = await db.query<{ subject: string; body_text: string; body_html: string }>(
    `SELECT subject, body_text, body_html FROM mail_outbox WHERE kind = 'reminder-ask' AND sent_at IS NOT NULL LIMIT 1`,
  )
  const reference = await pooledSendTime(sink, expected, {
    subject: sample[0].subject,
    text: sample[0].body_text,
    html: sample[0].body_html,
  })
  const lateness = received.last - due.getTime()
  const missing = expected - (received.mails - received.duplicates)
  return [
    {
      what: `the 72-hour reminders and morning briefs of ${filled.eveningDinners.length} dinners (${expected.toLocaleString('en')} mails) due at one minute, B killed half-way (${ms(crashedAt - due.getTime())} after)`,
      measured: `last mail ${ms(lateness)} after its minute; ${received.duplicates} duplicates, ${missing} missing`,
      reference: `${expected.toLocaleString('en')} mails by nodemailer's pool alone: ${ms(reference)}`,
      ratio: lateness / reference,
      target: 'every mail within 2 min of its minute; 0 duplicates',
      holds: lateness <= WITHIN_MS && received.duplicates === 0 && missing === 0,
    },
  ]
}
