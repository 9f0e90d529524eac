/**
 * npm run bench:wizard — builds and starts the production app (fresh database), then measures
 * on loopback:
 *   - the server time of each wizard call (POST /api/register, then steps 2 to 7 through
 *     POST /api/registration/{id}/step) over BENCH_APPLICANTS whole journeys, BENCH_PARALLEL
 *     applicants at a time: p50 / p95 / p99 / max per call;
 *   - then as many logins (POST /api/auth/login) of those accounts, BENCH_PARALLEL at a time:
 *     the reference for the sign-up, which must cost one password hash like a login (budget:
 *     sign-up p50 at most 1.3× the login p50);
 *   - requests per second and p99 of the registration page itself (/inscription, the same
 *     HTML for everyone: the browser reads the session);
 *   - the gzipped JavaScript /inscription loads.
 * No other budget is set for these; the figures are for the notes and for regressions.
 * BENCH_SKIP_BUILD=1 reuses the existing .next build.
 */
import { randomBytes } from 'node:crypto'

import autocannon from 'autocannon'

import { fail } from './lib'
import { kB, pageJavaScript } from './pageJavaScript'
import { startBenchServer } from './productionServer'
import { STEP1_THEMES, STEP_ANSWERS } from '../tests/support/stepAnswers'

const PORT = 3301
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 60)
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4)
const PASSWORD = 'bench-mot-de-passe'

const timings = new Map<string, number[]>()
const SIGN_UP = 'POST /api/register'
const LOGIN = 'POST /api/auth/login (reference)'
const SIGN_UP_BUDGET = 1.3
const accounts: string[] = []

async function timed(label: string, url: string, body: unknown, headers: Record<string, string>) {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  const elapsed = performance.now() - started
  if (!response.ok) throw new Error(`${label}: ${response.status} ${text}`)
  timings.set(label, [...(timings.get(label) ?? []), elapsed])
  return { response, json: JSON.parse(text) as { id: number } }
}

async function journey(base: string) {
  const origin = { Origin: base }
  const email = `bench-${randomBytes(6).toString('hex')}@bench.example`
  const { response, json } = await timed(
    SIGN_UP,
    `${base}/api/register`,
    { firstName: 'Camille', lastName: 'Banc', email, password: PASSWORD, confirmPassword: PASSWORD, themes: STEP1_THEMES },
    origin,
  )
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  for (const [step, data] of STEP_ANSWERS) {
    await timed(
      `step ${step}${step === 7 ? ' (completes, mails)' : ''}`,
      `${base}/api/registration/${json.id}/step`,
      { step, data },
      { ...origin, Cookie: cookie },
    )
  }
  accounts.push(email)
}

/** Runs `task` over `count` items, PARALLEL at a time. */
async function inParallel(count: number, task: (index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < count) await task(next++)
    }),
  )
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main() {
  // Every journey comes from this one address: the per-address sign-up quota is lifted here.
  process.env.RATE_LIMIT_MAX_REGISTER = String(APPLICANTS * 2)
  process.env.RATE_LIMIT_MAX_LOGIN = String(APPLICANTS * 2)
  const server = await startBenchServer(PORT)
  try {
    await journey(server.url) // warm-up
    timings.clear()
    await inParallel(APPLICANTS, () => journey(server.url))
    await inParallel(accounts.length, (i) =>
      timed(LOGIN, `${server.url}/api/auth/login`, { email: accounts[i], password: PASSWORD }, { Origin: server.url }).then(
        () => undefined,
      ),
    )
    const page = await autocannon({ url: `${server.url}/inscription`, connections: 10, duration: 5 })
    const scripts = await pageJavaScript(server.url, '/inscription')

    console.log(`\nbench:wizard — ${APPLICANTS} journeys, ${PARALLEL} at a time, loopback, ${new Date().toISOString()}`)
    console.table(
      [...timings].map(([call, values]) => {
        const sorted = [...values].sort((a, b) => a - b)
        return {
          call,
          n: sorted.length,
          'p50 (ms)': Math.round(percentile(sorted, 50)),
          'p95 (ms)': Math.round(percentile(sorted, 95)),
          'p99 (ms)': Math.round(percentile(sorted, 99)),
          'max (ms)': Math.round(sorted[sorted.length - 1]),
        }
      }),
    )
    const p50 = (label: string) =>
      percentile(
        [...(timings.get(label) ?? [])].sort((a, b) => a - b),
        50,
      )
    const ratio = p50(SIGN_UP) / p50(LOGIN)
    console.log(
      `sign-up p50 = ${ratio.toFixed(2)}× the login p50 (budget ≤ ${SIGN_UP_BUDGET}×): ${ratio <= SIGN_UP_BUDGET ? 'met' : 'NOT met'}`,
    )
    console.log(
      `/inscription: ${Math.round(page.requests.average)} req/s, p99 ${page.latency.p99} ms, ${page.errors} errors, ${page.non2xx} non-2xx (10 connections, 5 s)`,
    )
    console.log(`/inscription JavaScript = ${kB(scripts.reduce((sum, s) => sum + s.gzip, 0))} gzipped in ${scripts.length} scripts`)
  } finally {
    await server.stop()
  }
}

main().catch(fail)
