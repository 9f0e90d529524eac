/**
 * npm run bench:wizard — builds and starts the production app (fresh database), then measures
 * on loopback:
 *   - the server time of each wizard call (POST /api/register, then steps 2 to 7 through
 *     POST /api/registration/{id}/step) over BENCH_APPLICANTS whole journeys, BENCH_PARALLEL
 *     applicants at a time: p50 / p95 / p99 / max per call;
 *   - requests per second and p99 of the registration page itself (/inscription, rendered per
 *     request: it depends on the session);
 *   - the gzipped JavaScript /inscription loads.
 * No budget is set by the issues for these; the figures are for the notes and for regressions.
 * BENCH_SKIP_BUILD=1 reuses the existing .next build.
 */
import { randomBytes } from 'node:crypto'

import autocannon from 'autocannon'

import { STEP1_THEMES, STEP_ANSWERS } from '../tests/support/stepAnswers'
import { fail } from './lib'
import { kB, pageJavaScript } from './pageJavaScript'
import { startProductionServer } from './productionServer'

const PORT = 3301
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 60)
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4)
const PASSWORD = 'bench-mot-de-passe'

const timings = new Map<string, number[]>()

async function timed(label: string, url: string, body: unknown, headers: Record<string, string>) {
  const started = performance.now()
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
  const text = await response.text()
  const elapsed = performance.now() - started
  if (!response.ok) throw new Error(`${label}: ${response.status} ${text}`)
  timings.set(label, [...(timings.get(label) ?? []), elapsed])
  return { response, json: JSON.parse(text) as { id: number } }
}

async function journey(base: string) {
  const origin = { Origin: base }
  const email = `bench-${randomBytes(6).toString('hex')}@bench.example`
  const { response, json } = await timed('POST /api/register', `${base}/api/register`, { firstName: 'Camille', lastName: 'Banc', email, password: PASSWORD, confirmPassword: PASSWORD, themes: STEP1_THEMES }, origin)
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  for (const [step, data] of STEP_ANSWERS) {
    await timed(`step ${step}${step === 7 ? ' (completes, mails)' : ''}`, `${base}/api/registration/${json.id}/step`, { step, data }, { ...origin, Cookie: cookie })
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main() {
  // Every journey comes from this one address: the per-address sign-up quota is lifted here.
  process.env.RATE_LIMIT_MAX_REGISTER = String(APPLICANTS * 2)
  const server = await startProductionServer({
    port: PORT,
    admin: { email: 'bench@bench.example', password: 'bench-password-1' },
    build: process.env.BENCH_SKIP_BUILD !== '1',
    stdio: 'ignore',
  })
  try {
    await journey(server.url) // warm-up
    timings.clear()
    let next = 0
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < APPLICANTS) {
          next += 1
          await journey(server.url)
        }
      }),
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
    console.log(`/inscription: ${Math.round(page.requests.average)} req/s, p99 ${page.latency.p99} ms, ${page.errors} errors, ${page.non2xx} non-2xx (10 connections, 5 s)`)
    console.log(`/inscription JavaScript = ${kB(scripts.reduce((sum, s) => sum + s.gzip, 0))} gzipped in ${scripts.length} scripts`)
  } finally {
    await server.stop()
  }
}

main().catch(fail)
