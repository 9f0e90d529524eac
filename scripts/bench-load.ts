/**
 * npm run bench:load — builds and starts the production app on a fresh database whose commits
 * are durable (a crash of PostgreSQL alone loses nothing it acknowledged), then runs two loads
 * of BENCH_APPLICANTS concurrent applicants (40) for BENCH_LOAD_SECONDS (30) each. Every
 * applicant signs up (POST /api/register) and saves steps 2 to 7, again and again; a 503 is
 * retried after its Retry-After, as a browser would.
 *   1. a normal run;
 *   2. a fault run: PostgreSQL is crashed (immediate shutdown) a third of the way in, and
 *      started again BENCH_FAULT_DOWN_SECONDS (3) later.
 * After each run every acknowledged write is checked in the database: each acknowledged
 * sign-up stored exactly once with one confirmation link, each acknowledged step stored,
 * nothing stored that was never acknowledged, one acknowledgement mail per completed
 * application. It prints accepted sign-ups per second, the sign-up latency p50/p95/p99, the
 * requests shed (503) and every other failure; the fault run adds the recovery time from the
 * database accepting connections again to /api/health answering 200 (the server's recovery,
 * target < 2 s) and to the next acknowledged sign-up (which also waits for the applicants'
 * Retry-After: most of them got their 503 in the same instant, so they come back together),
 * and the writes lost (target: 0). BENCH_SKIP_BUILD=1 reuses the existing .next build.
 *
 * BENCH_PROXY=1 runs the same loads through nginx in front of two instances on one database
 * (scripts/proxiedInstances.ts); its fault is instance B killed (SIGKILL) a third of the way in
 * and started again BENCH_FAULT_DOWN_SECONDS later, the recovery then measured to B's health.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'

import { fail } from './lib'
import { startBenchServer } from './productionServer'
import { startProxiedInstances } from './proxiedInstances'
import { STEP1_THEMES, STEP_ANSWERS } from '../tests/support/stepAnswers'

const PORT = 3303
const PROXIED = process.env.BENCH_PROXY === '1'
const PROXY_PORTS = { proxy: 3310, a: 3311, b: 3312 }
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 40)
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30)
const DOWN_SECONDS = Number(process.env.BENCH_FAULT_DOWN_SECONDS ?? 3)
const PASSWORD = 'bench-mot-de-passe'
const MAX_RECOVERY_MS = 2000
/** A step's own answer, as stored: what proves the write is there. */
const STORED_BY_STEP: Record<number, string> = {
  2: "phone = '0612345678'",
  3: "city = 'Paris'",
  4: "company = 'Le Journal'",
  5: 'length(presentation) > 50',
  6: 'personality_responses_explore_vs_deepen IS NOT NULL',
  7: 'registration_completed',
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

class Run {
  readonly signUps = new Map<string, number>() // e-mail → account id, acknowledged
  readonly steps = new Map<number, number>() // account id → last acknowledged step
  readonly signUpLatencies: number[] = []
  readonly statuses = new Map<string, number>()
  readonly refusals: string[] = []
  connectionErrors = 0
  firstSignUpAfter: number | null = null
  recoveredFrom: number | null = null
  healthyAfter: number | null = null

  constructor(
    readonly name: string,
    readonly base: string,
    readonly until: number,
  ) {}

  count(status: string) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1)
  }

  signUpEmail(id: number): string {
    for (const [email, known] of this.signUps) if (known === id) return email
    return ''
  }
}

/** Sends one write until it is acknowledged (2xx) or refused for good; a 503 waits its Retry-After. */
async function write(run: Run, path: string, body: unknown, cookie?: string): Promise<Response | null> {
  while (Date.now() < run.until) {
    const started = performance.now()
    let response: Response
    try {
      response = await fetch(run.base + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: run.base, ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
      })
      await response.clone().arrayBuffer()
    } catch {
      run.connectionErrors += 1
      await sleep(500)
      continue
    }
    run.count(String(response.status))
    if (response.ok) {
      if (path === '/api/register') run.signUpLatencies.push(performance.now() - started)
      return response
    }
    if (response.status !== 503) {
      const { message } = (await response.json().catch(() => ({}))) as { message?: string }
      run.refusals.push(`${path.replace(/\d+/, '{id}')} ${JSON.stringify(body).slice(0, 40)}… → ${response.status} ${message ?? ''}`)
      return null
    }
    await sleep(Number(response.headers.get('Retry-After') ?? 1) * 1000)
  }
  return null
}

async function applicant(run: Run) {
  while (Date.now() < run.until) {
    const email = `${run.name}-${randomBytes(6).toString('hex')}@bench.example`
    const signUp = await write(run, '/api/register', {
      firstName: 'Camille',
      lastName: 'Charge',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      themes: STEP1_THEMES,
    })
    if (!signUp) continue
    const { id } = (await signUp.json()) as { id: number }
    run.signUps.set(email, id)
    if (run.recoveredFrom !== null && run.firstSignUpAfter === null) run.firstSignUpAfter = Date.now()
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    for (const [step, data] of STEP_ANSWERS) {
      if (!(await write(run, `/api/registration/${id}/step`, { step, data }, cookie))) break
      run.steps.set(id, step)
    }
  }
}

type Check = { lost: number; extra: number; notes: string[] }

/** Every acknowledged write in the database, exactly once; nothing that was not acknowledged. */
async function verify(run: Run): Promise<Check> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  try {
    const notes: string[] = []
    const { rows: users } = await client.query<{ id: number; email: string; registration_step: number }>(
      'SELECT id, email, registration_step FROM users WHERE email LIKE $1',
      [`${run.name}-%@bench.example`],
    )
    const byEmail = new Map(users.map((user) => [user.email, user]))
    let lost = 0
    let extra = 0
    for (const [email, id] of run.signUps) {
      if (byEmail.get(email)?.id !== id) lost += 1
    }
    if (lost > 0) notes.push(`${lost} acknowledged sign-ups missing`)
    for (const user of users) {
      if (!run.signUps.has(user.email)) extra += 1
    }
    if (users.length !== new Set(users.map((u) => u.email)).size) notes.push('an e-mail stored twice')
    for (const [step, condition] of Object.entries(STORED_BY_STEP)) {
      const ids = [...run.steps].filter(([, last]) => last >= Number(step)).map(([id]) => id)
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE id = ANY($1) AND ${condition}`, [ids])
      const missing = ids.length - rows[0].n
      if (missing > 0) notes.push(`${missing} acknowledged saves of step ${step} missing`)
      lost += missing
    }
    // A step stored beyond the last one acknowledged was never acknowledged.
    for (const user of users) {
      const acknowledged = run.steps.get(user.id) ?? 1
      if (user.registration_step > Math.min(acknowledged + 1, 8)) extra += 1
    }
    const { rows: links } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM email_confirmations c JOIN users u ON u.id = c.user_id WHERE u.email LIKE $1 GROUP BY c.user_id HAVING count(*) <> 1',
      [`${run.name}-%@bench.example`],
    )
    if (links.length > 0) notes.push(`${links.length} accounts without exactly one confirmation link`)
    const completed = [...run.steps].filter(([, last]) => last === 7).map(([id]) => run.signUpEmail(id))
    const { rows: mails } = await client.query<{ recipient: string; n: number }>(
      "SELECT recipient, count(*)::int AS n FROM mail_outbox WHERE recipient = ANY($1) AND kind NOT LIKE 'email-confirmation%' GROUP BY recipient",
      [completed],
    )
    const mailed = new Map(mails.map((m) => [m.recipient, m.n]))
    const wrongMails = completed.filter((email) => mailed.get(email) !== 1).length
    if (wrongMails > 0) notes.push(`${wrongMails} completed applications without exactly one acknowledgement mail`)
    return { lost, extra, notes }
  } finally {
    await client.end()
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Where the load is sent, and the fault of the second run: the database crashed, or instance B killed. */
type Target = { url: string; fault: { stop: () => Promise<void>; start: () => Promise<void>; health: string }; what: string }

async function load(target: Target, name: string, fault: boolean) {
  const run = new Run(name, target.url, Date.now() + SECONDS * 1000)
  const applicants = Promise.all(Array.from({ length: APPLICANTS }, () => applicant(run)))
  let outage = Promise.resolve()
  if (fault) {
    outage = (async () => {
      await sleep((SECONDS * 1000) / 3)
      await target.fault.stop()
      await sleep(DOWN_SECONDS * 1000)
      await target.fault.start()
      run.recoveredFrom = Date.now()
      while ((await fetch(`${target.fault.health}/api/health`).catch(() => null))?.status !== 200) await sleep(20)
      run.healthyAfter = Date.now()
    })()
  }
  await Promise.all([applicants, outage])
  return run
}

/** One instance with its database crashed in the fault run, or (BENCH_PROXY=1) two behind nginx with B killed. */
async function startTarget(): Promise<Target & { stop: () => Promise<void> }> {
  if (PROXIED) {
    const topology = await startProxiedInstances({
      ports: PROXY_PORTS,
      admin: { email: 'bench@bench.example', password: 'bench-password-1' },
      build: process.env.BENCH_SKIP_BUILD !== '1',
      stdio: process.env.BENCH_VERBOSE === '1' ? 'inherit' : 'ignore',
      durableCommits: true,
    })
    const b = topology.instances[1]
    return {
      url: topology.proxy,
      what: 'through nginx to two instances, instance B killed (SIGKILL)',
      fault: { stop: topology.killB, start: topology.restartB, health: b },
      stop: topology.stop,
    }
  }
  const server = await startBenchServer(PORT, { durableCommits: true })
  const database = server.database
  if (!database) throw new Error('the fault run needs the embedded database (unset TEST_DATABASE_URI)')
  return {
    url: server.url,
    what: 'one instance, its database down',
    fault: { stop: database.crash, start: database.restart, health: server.url },
    stop: server.stop,
  }
}

function report(run: Run, check: Check) {
  const fiveHundreds = [...run.statuses].filter(([status]) => status.startsWith('5') && status !== '503').reduce((sum, [, n]) => sum + n, 0)
  const ms = (value: number) => Math.round(value)
  return {
    run: run.name,
    'accepted sign-ups/s': (run.signUps.size / SECONDS).toFixed(1),
    'sign-up p50 (ms)': ms(percentile(run.signUpLatencies, 50)),
    'p95 (ms)': ms(percentile(run.signUpLatencies, 95)),
    'p99 (ms)': ms(percentile(run.signUpLatencies, 99)),
    'shed (503)': run.statuses.get('503') ?? 0,
    'other 5xx': fiveHundreds,
    'connection errors': run.connectionErrors,
    'acknowledged sign-ups': run.signUps.size,
    'lost writes': check.lost,
    'unacknowledged writes stored': check.extra,
    'recovery: health 200 (ms)': run.recoveredFrom !== null && run.healthyAfter !== null ? run.healthyAfter - run.recoveredFrom : '—',
    'recovery: next sign-up (ms)':
      run.recoveredFrom !== null && run.firstSignUpAfter !== null ? run.firstSignUpAfter - run.recoveredFrom : '—',
  }
}

async function main() {
  for (const name of ['REGISTER', 'LOGIN', 'QUICKSIGNUP']) process.env[`RATE_LIMIT_MAX_${name}`] = '1000000'
  const target = await startTarget()
  try {
    const normal = await load(target, 'charge', false)
    const normalCheck = await verify(normal)
    const faulty = await load(target, 'panne', true)
    const faultyCheck = await verify(faulty)
    console.log(
      `\nbench:load — ${APPLICANTS} concurrent applicants, ${SECONDS} s per run, ${target.what} ${DOWN_SECONDS} s in the fault run, loopback, ${new Date().toISOString()}`,
    )
    console.table([report(normal, normalCheck), report(faulty, faultyCheck)])
    for (const [run, check] of [
      [normal, normalCheck],
      [faulty, faultyCheck],
    ] as const) {
      console.log(
        `${run.name}: answers ${JSON.stringify(Object.fromEntries(run.statuses))}${check.notes.length ? `; ${check.notes.join('; ')}` : ''}`,
      )
      for (const refusal of run.refusals) console.log(`  refused: ${refusal}`)
    }
    const lost = normalCheck.lost + faultyCheck.lost
    console.log(`acknowledged writes lost: ${lost} (target 0): ${lost === 0 ? 'met' : 'NOT met'}`)
    const recovery = faulty.recoveredFrom !== null && faulty.healthyAfter !== null ? faulty.healthyAfter - faulty.recoveredFrom : Number.NaN
    console.log(
      PROXIED
        ? `recovery, instance B started again to its health 200: ${recovery} ms (its boot; the proxy served meanwhile)`
        : `recovery, database up to health 200: ${recovery} ms (target < ${MAX_RECOVERY_MS}): ${recovery < MAX_RECOVERY_MS ? 'met' : 'NOT met'}`,
    )
  } finally {
    await target.stop()
  }
}

main().catch(fail)
