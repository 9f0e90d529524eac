/**
 * npm run bench:scale — what a club of 100,000 members does every week, measured on the
 * production build: two instances behind the scale-out suite's nginx, one PostgreSQL, an SMTP
 * server of the bench's own (benchScale/countingSink.ts) and the Stripe stand-in. The database is
 * filled in bulk with SQL (benchScale/fill.ts: say how long), then each measurement runs against a
 * reference taken in the same run, and the bench prints one table: the figure, the reference,
 * their ratio, the target, whether it holds. It exits 1 when a target is missed.
 *
 * BENCH_SKIP_BUILD=1 reuses the existing .next build; BENCH_SCALE_ONLY=journal,letter runs some
 * measurements only (their names below); BENCH_SCALE_MEMBERS and BENCH_SCALE_JOURNAL shrink the
 * club for a quick try (the targets are for the full size).
 */
import { cpus } from 'node:os'

import { DateTime } from 'luxon'
import pg from 'pg'

import { measureComposition } from './benchScale/composition'
import { startCountingSink } from './benchScale/countingSink'
import { fillClub } from './benchScale/fill'
import { measureJournal } from './benchScale/journal'
import { measureLetter } from './benchScale/letter'
import { measureMemberSpace } from './benchScale/memberSpace'
import { measureReminders } from './benchScale/reminders'
import { measureRenewalDay } from './benchScale/renewalDay'
import { type ScaleContext, type ScaleRow, session } from './benchScale/scaleRows'
import { fail } from './lib'
import { startProxiedInstances } from './proxiedInstances'
import { DINNER_TIME_ZONE } from '../src/domain/dinners'
import { startStripeStandIn } from '../tooling/stripe'

const PORTS = { proxy: 3320, a: 3321, b: 3322 }
const ADMIN = { email: 'bench@bench.example', password: 'bench-password-1' }

/** The measurements, in the order they run: the letter last, since it kills an instance half-way. */
const MEASUREMENTS: Array<{ name: string; run: (context: ScaleContext) => Promise<ScaleRow[]> }> = [
  { name: 'journal', run: measureJournal },
  { name: 'memberSpace', run: measureMemberSpace },
  { name: 'composition', run: measureComposition },
  { name: 'renewalDay', run: measureRenewalDay },
  { name: 'reminders', run: measureReminders },
  { name: 'letter', run: measureLetter },
]

function printTable(rows: ScaleRow[]): void {
  console.table(
    rows.map((row) => ({
      what: row.what,
      measured: row.measured,
      reference: row.reference,
      ratio: Number.isFinite(row.ratio) ? `${row.ratio.toFixed(2)}×` : '—',
      target: row.target,
      holds: row.holds ? 'yes' : 'NO',
    })),
  )
}

async function main() {
  const only = process.env.BENCH_SCALE_ONLY?.split(',').map((name) => name.trim())
  const chosen = MEASUREMENTS.filter((measurement) => !only || only.includes(measurement.name))
  const sink = await startCountingSink()
  const stripe = await startStripeStandIn({ port: 0, webhookUrls: [`http://localhost:${PORTS.proxy}/api/billing/stripe`] })
  const proxied = await startProxiedInstances({
    ports: PORTS,
    admin: ADMIN,
    build: process.env.BENCH_SKIP_BUILD !== '1',
    stdio: process.env.BENCH_VERBOSE === '1' ? 'inherit' : 'ignore',
    env: {
      SMTP_URL: sink.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  })
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URI, max: 4 })
  const rows: ScaleRow[] = []
  try {
    // The letter leaves when the bench says « Envoyer »: its schedule moves to tomorrow, or on its
    // own day and hour the instances' round would open the week's issue during the fill.
    const tomorrow = (DateTime.now().setZone(DINNER_TIME_ZONE).weekday % 7) + 1
    const moved = await fetch(`${proxied.proxy}/cms-api/globals/newsletter`, {
      method: 'POST',
      headers: {
        Cookie: await session(proxied.proxy, ADMIN.email, ADMIN.password),
        Origin: proxied.proxy,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ schedule: { day: String(tomorrow) } }),
    })
    if (!moved.ok) throw new Error(`newsletter schedule: ${moved.status}`)
    const log: string[] = []
    const started = performance.now()
    const filled = await fillClub(db, ADMIN.email, log)
    console.log(`\nbench:scale — filled in ${Math.round((performance.now() - started) / 1000)} s (SQL, in bulk):\n  ${log.join('\n  ')}`)
    const context: ScaleContext = { db, proxied, site: proxied.proxy, sink, stripe, admin: ADMIN, filled }
    for (const measurement of chosen) {
      console.log(`\n[${new Date().toISOString()}] ${measurement.name}…`)
      const measured = await measurement.run(context)
      printTable(measured)
      rows.push(...measured)
    }
  } finally {
    await db.end()
    await proxied.stop()
    await stripe.stop()
    await sink.close()
  }
  console.log(`\nbench:scale — ${cpus().length} cores, ${new Date().toISOString()}, every row against a reference of the same run:`)
  printTable(rows)
  const missed = rows.filter((row) => !row.holds)
  if (missed.length > 0) fail(`${missed.length} target(s) missed: ${missed.map((row) => row.what).join('; ')}`)
}

main().catch(fail)
