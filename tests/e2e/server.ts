/**
 * The e2e servers (Playwright's webServer): the production app, built once, started once per
 * worker slot (fixtures.ts) on a fresh database of its own, mailing to a real SMTP server run
 * here, and paid through a Stripe stand-in of its own. Each slot's received mails are listed at its mailbox URL, where its database can also be
 * crashed and restarted. Slot 0's mailbox answers /ready once every slot answers. Stopped by SIGTERM.
 */
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'

import { Client } from 'pg'

import {
  articlePageHtml,
  E2E_ADMIN,
  E2E_ARTICLE_PAGE,
  E2E_EDITOR,
  E2E_MEMBER,
  E2E_SERVER_ENV,
  E2E_SLOTS,
  E2E_STRIPE,
  mailboxUrl,
  serverPort,
} from './fixtures'
import { type ProductionServer, startProductionServer } from '../../scripts/productionServer'
import { startStripeStandIn, type StripeStandIn } from '../../tooling/stripe'
import { PAST_DINNERS_SQL } from '../support/pastDinners'
import { startSmtpSink } from '../support/smtpSink'

/** Each stage says when it starts, so that a server that never answers shows where it stopped. */
function stage(name: string): void {
  console.log(`[e2e server] ${new Date().toISOString()} ${name}`)
}

/**
 * Every process of the servers (migrations, seed, `npm start`, the server itself) preloads the
 * tests' password cost (tests/support/passwordCost.cjs says why).
 */
const PASSWORDS_AT_TEST_COST =
  `${process.env.NODE_OPTIONS ?? ''} --require "${join(process.cwd(), 'tests/support/passwordCost.cjs')}"`.trim()
/** …and lets the page reader reach the slot's article page on 127.0.0.1 (articlePageOrigins.cjs says why). */
const PRELOADS = [
  PASSWORDS_AT_TEST_COST,
  ...['articlePageOrigins.cjs', 'exitWithHarness.cjs'].map((file) => `--require "${join(process.cwd(), 'tests/support', file)}"`),
].join(' ')

type Slot = { server?: ProductionServer; stripe?: StripeStandIn; mailbox: Server; closeSmtp: () => Promise<void> }

let ready = false

/** One statement on a slot's database, outside the app (the test hooks below). */
async function onDatabase<R extends Record<string, unknown>>(databaseUri: string, text: string, params: unknown[] = []): Promise<R[]> {
  const client = new Client({ connectionString: databaseUri })
  await client.connect()
  try {
    return (await client.query<R>(text, params)).rows
  } finally {
    await client.end()
  }
}

/**
 * The 72-hour reminders of `email`'s bookings fall due now, as if the clock had moved: the app's
 * own job runner then sends them, with their real links (reminders.spec.ts).
 */
async function remindersDueNow(databaseUri: string, email: string): Promise<number> {
  return bookingJobsDueNow(databaseUri, email, 'reminder-ask:')
}

/** The jobs keyed `{prefix}{bookingId}` of `email`'s bookings fall due now. */
async function bookingJobsDueNow(databaseUri: string, email: string, prefix: string): Promise<number> {
  const rows = await onDatabase(
    databaseUri,
    `SELECT id FROM graphile_worker.reschedule_jobs(
              (SELECT array_agg(j.id) FROM graphile_worker.jobs j JOIN bookings b ON j.key = $2 || b.id
                 JOIN users u ON u.id = b.member_id WHERE u.email = $1),
              run_at => now())`,
    [email, prefix],
  )
  return rows.length
}

/** The morning-after feedback job of a dinner falls due now (feedback.spec.ts). */
async function feedbackDueNow(databaseUri: string, dinnerId: number): Promise<number> {
  const rows = await onDatabase(
    databaseUri,
    `SELECT id FROM graphile_worker.reschedule_jobs((SELECT array_agg(id) FROM graphile_worker.jobs WHERE key = $1), run_at => now())`,
    [`feedback:${dinnerId}`],
  )
  return rows.length
}

/**
 * The absences marked on `email`'s bookings are fifteen days old, past their contest window, and
 * their no-show fee's decision falls due now: the app's own job runner decides (no-show-fee.spec.ts).
 */
async function noShowFeesDueNow(databaseUri: string, email: string): Promise<number> {
  await onDatabase(
    databaseUri,
    `UPDATE bookings SET attendance_marked_at = attendance_marked_at - interval '15 days'
      WHERE attendance = 'no_show' AND member_id = (SELECT id FROM users WHERE email = $1)`,
    [email],
  )
  return bookingJobsDueNow(databaseUri, email, 'no-show-fee:')
}

/** The « Prévenez-moi » alert of `email` falls due now, as fifteen minutes after a publication would (notify.spec.ts). */
async function alertsDueNow(databaseUri: string, email: string): Promise<number> {
  const rows = await onDatabase(
    databaseUri,
    `SELECT id FROM graphile_worker.reschedule_jobs(
              (SELECT array_agg(j.id) FROM graphile_worker.jobs j JOIN users u ON j.key LIKE 'dinner-alert:' || u.id || ':%'
                WHERE u.email = $1),
              run_at => now())`,
    [email],
  )
  return rows.length
}

/** `count` dinners behind the member, each marked present (past-dinners.spec.ts). */
async function pastDinnersOf(databaseUri: string, email: string, count: number): Promise<number> {
  return (await onDatabase(databaseUri, PAST_DINNERS_SQL, [email, count])).length
}

/**
 * No weekly newsletter sent yet, as on any morning but the one it leaves (newsletter.spec.ts): on a
 * Monday the app's own schedule may have sent this week's before the test sends it « maintenant ».
 */
async function newsletterNotSent(databaseUri: string): Promise<number> {
  return (await onDatabase(databaseUri, 'DELETE FROM newsletter_issues RETURNING week')).length
}

/**
 * GET /mails: the mails received. POST /database/crash and /database/restart: an outage
 * (outage.spec.ts). POST /reminders/due?email=…: that member's reminders fall due; POST
 * /feedback/due?dinner=…: that dinner's morning-after mails; POST /no-show-fees/due?email=…: that member's absences past their
 * contest window and their fees decided now; POST /alerts/due?email=…: that member's « Prévenez-moi » mail; POST /newsletter/not-sent: no weekly
 * newsletter sent yet; POST /past-dinners?email=…&count=…: that many dinners behind the member, each marked. GET /article-page: an
 * article's page with its Open Graph tags.
 */
function mailbox(received: () => unknown[], server: () => ProductionServer | undefined): Server {
  const database = () => server()?.database
  return createServer((req, res) => {
    if (req.url === '/ready') {
      res.writeHead(ready ? 200 : 503).end()
      return
    }
    const due = req.method === 'POST' ? /^\/reminders\/due\?email=(.+)$/.exec(req.url ?? '')?.[1] : undefined
    const target = server()
    if (due && target) {
      void remindersDueNow(target.databaseUri, decodeURIComponent(due))
        .then((count) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count })))
        .catch((error: Error) => res.writeHead(500).end(error.message))
      return
    }
    const alerts = req.method === 'POST' ? /^\/alerts\/due\?email=(.+)$/.exec(req.url ?? '')?.[1] : undefined
    if (alerts && target) {
      void alertsDueNow(target.databaseUri, decodeURIComponent(alerts))
        .then((count) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count })))
        .catch((error: Error) => res.writeHead(500).end(error.message))
      return
    }
    const fees = req.method === 'POST' ? /^\/no-show-fees\/due\?email=(.+)$/.exec(req.url ?? '')?.[1] : undefined
    if (fees && target) {
      void noShowFeesDueNow(target.databaseUri, decodeURIComponent(fees))
        .then((count) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count })))
        .catch((error: Error) => res.writeHead(500).end(error.message))
      return
    }
    const feedback = req.method === 'POST' ? /^\/feedback\/due\?dinner=(\d+)$/.exec(req.url ?? '')?.[1] : undefined
    if (feedback && target) {
      void feedbackDueNow(target.databaseUri, Number(feedback))
        .then((count) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count })))
        .catch((error: Error) => res.writeHead(500).end(error.message))
      return
    }
    const past = req.method === 'POST' ? /^\/past-dinners\?email=([^&]+)&count=(\d+)$/.exec(req.url ?? '') : null
    if (past && target) {
      void pastDinnersOf(target.databaseUri, decodeURIComponent(past[1]), Number(past[2]))
        .then((count) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count })))
        .catch((error: Error) => res.writeHead(500).end(error.message))
      return
    }
    if (req.method === 'POST' && req.url === '/newsletter/not-sent' && target) {
      void newsletterNotSent(target.databaseUri)
        .then((count) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count })))
        .catch((error: Error) => res.writeHead(500).end(error.message))
      return
    }
    const action = req.method === 'POST' ? /^\/database\/(crash|restart)$/.exec(req.url ?? '')?.[1] : undefined
    if (action) {
      const outage = database()
      const run = action === 'crash' ? outage?.crash : outage?.restart
      void (run ? run() : Promise.reject(new Error('no embedded database')))
        .then(() => res.writeHead(204).end())
        .catch((error: Error) => res.writeHead(500).end(error.message))
      return
    }
    if (req.url === E2E_ARTICLE_PAGE.path) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(articlePageHtml())
      return
    }
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(received()))
  })
}

async function startSlot(index: number, slots: Slot[], build: { build: boolean | Promise<void>; onBuilt?: () => void }): Promise<void> {
  stage(`slot ${index}: SMTP sink and mailbox on ${mailboxUrl(index)}`)
  const smtp = await startSmtpSink()
  const slot: Slot = {
    closeSmtp: () => smtp.close(),
    mailbox: mailbox(
      () => smtp.received.map(({ from: _from, raw: _raw, ...mail }) => mail),
      () => slot.server,
    ),
  }
  slots[index] = slot
  const { port, hostname } = new URL(mailboxUrl(index))
  await new Promise<void>((resolve, reject) => slot.mailbox.once('error', reject).listen(Number(port), hostname, resolve))

  // Its Stripe: a stand-in on the wall clock, delivering its webhooks to this slot's server only.
  slot.stripe = await startStripeStandIn({
    ...E2E_STRIPE,
    webhookUrls: [new URL('/api/billing/stripe', `http://localhost:${serverPort(index)}`).href],
  })
  stage(`slot ${index}: Stripe stand-in on ${slot.stripe.url}`)
  const billing = {
    STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
    STRIPE_API_URL: slot.stripe.url,
  }

  stage(`slot ${index}: database${build.build === true ? ', build' : ''} and server`)
  slot.server = await startProductionServer({
    port: serverPort(index),
    admin: E2E_ADMIN,
    editor: E2E_EDITOR,
    member: E2E_MEMBER,
    ...build,
    // The first slot runs from .next; the others from a copy each, so that no slot reads another's cached data.
    ...(index > 0 ? { distDir: `.next-e2e-${index}` } : {}),
    env: {
      ...E2E_SERVER_ENV,
      ...billing,
      SMTP_URL: smtp.url,
      NODE_OPTIONS: PRELOADS,
      E2E_ARTICLE_PAGE_ORIGINS: new URL(mailboxUrl(index)).origin,
      E2E_HARNESS_PID: String(process.pid),
    },
  })
}

async function main() {
  const slots: Slot[] = []
  // Once: stopping a slot's server closes its process, which calls this again (and would exit before
  // the databases are dropped, leaving their PostgreSQL servers running).
  let stopping: Promise<never> | undefined
  const stop = (code: number) =>
    (stopping ??= Promise.allSettled(
      slots.map(async (slot) => {
        await slot.server?.stop()
        await slot.stripe?.stop()
        slot.mailbox.close()
        await slot.closeSmtp()
      }),
    ).then(() => process.exit(code)))
  process.on('SIGTERM', () => void stop(0))
  process.on('SIGINT', () => void stop(0))
  // Every slot prepares its database at once; the first builds, the others start their server
  // on its build as soon as it is done (a failed build fails them all).
  let built = () => undefined as void
  let buildFailed: (error: unknown) => void = () => undefined
  const build = new Promise<void>((resolve, reject) => {
    built = resolve
    buildFailed = reject
  })
  const skipBuild = process.env.E2E_SKIP_BUILD === '1'
  await Promise.all(
    Array.from({ length: E2E_SLOTS }, async (_, index) => {
      const started = startSlot(index, slots, index === 0 ? { build: !skipBuild, onBuilt: built } : { build: skipBuild ? false : build })
      if (index === 0) started.catch(buildFailed)
      await started
      slots[index].server?.process.on('close', (code) => void stop(code ?? 1))
    }),
  )
  ready = true
  stage(`answering (${E2E_SLOTS} slot${E2E_SLOTS > 1 ? 's' : ''})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
