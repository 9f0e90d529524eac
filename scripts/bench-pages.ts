/**
 * npm run bench:pages — builds and starts the production app (fresh database, demo content),
 * then measures on loopback, in one run:
 *   - requests per second and p99 latency of `/` and of static files served by the same server:
 *     one of the home page's own size (the budget's yardstick: throughput falls with body size,
 *     so only a same-size file tells whether `/` is served like a static file) and a tiny one;
 *     then `/` as a browser asks for it (Accept-Encoding: br, gzip), which costs what the
 *     micro-cache does for each compressed answer (microCache.ts);
 *   - the gzipped JavaScript the home page loads (the <script src> of its HTML, not the nomodule
 *     polyfill that modern browsers skip).
 *   - `GET /api/articles/active` against Payload's own REST for the same rows
 *     (/cms-api/articles, active ones by position, 5, depth 0);
 *   - `/inscription`, a page that depends on the session, against `/`.
 * Budgets: `/` at least 80 % of the static file's throughput, at most 120 kB of JS;
 * the articles list at least 5× Payload's REST.
 * BENCH_SKIP_BUILD=1 reuses the existing .next build; BENCH_SECONDS sets each run's length.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import autocannon from 'autocannon'

import { fail } from './lib'
import { kB, pageJavaScript } from './pageJavaScript'
import { startBenchServer } from './productionServer'

const PORT = 3300
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/** Paths are measured in interleaved rounds and the median kept: on 2 shared cores runs vary. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 10
const TINY_STATIC_FILE = '/favicon.svg'
const SAME_SIZE_FILE = 'bench-same-size.html'
const JS_BUDGET_BYTES = 120 * 1024
const THROUGHPUT_BUDGET = 0.8
const ARTICLES = '/api/articles/active'
const PAYLOAD_ARTICLES = '/cms-api/articles?where[isActive][equals]=true&sort=position&limit=5&depth=0'
const ARTICLES_BUDGET = 5
const WIZARD = '/inscription'
/** What Chromium sends: the home page as browsers get it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'
const HOME_AS_BROWSERS = `/ (${BROWSER_ENCODINGS})`

type Load = { path: string; rps: number; p99: number; errors: number; non2xx: number }

/** A path, or HOME_AS_BROWSERS: `/` with a browser's Accept-Encoding. */
async function run(base: string, path: string, seconds: number) {
  const browser = path === HOME_AS_BROWSERS
  return autocannon({
    url: base + (browser ? '/' : path),
    connections: CONNECTIONS,
    duration: seconds,
    ...(browser ? { headers: { 'accept-encoding': BROWSER_ENCODINGS } } : {}),
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Warm-up, then ROUNDS interleaved runs of every path; medians per path. */
async function loadAll(base: string, paths: string[]): Promise<Load[]> {
  for (const path of paths) await run(base, path, 2)
  const results = new Map<string, autocannon.Result[]>(paths.map((p) => [p, []]))
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) results.get(path)?.push(await run(base, path, SECONDS))
  }
  return paths.map((path) => {
    const runs = results.get(path) ?? []
    return {
      path,
      rps: median(runs.map((r) => r.requests.average)),
      p99: median(runs.map((r) => r.latency.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    }
  })
}

async function main() {
  const sameSizePath = join(process.cwd(), 'public', SAME_SIZE_FILE)
  const server = await startBenchServer(PORT)
  // Each answer of the home page carries a nonce of its own: one answer's HTML becomes a file of
  // public/, which the server serves after a restart (it reads public/ when it starts).
  writeFileSync(sameSizePath, await (await fetch(`${server.url}/`)).text())
  await server.restart()
  try {
    const [staticRun, tiny, home, homeAsBrowsers, articles, payloadArticles, wizard] = await loadAll(server.url, [
      `/${SAME_SIZE_FILE}`,
      TINY_STATIC_FILE,
      '/',
      HOME_AS_BROWSERS,
      ARTICLES,
      PAYLOAD_ARTICLES,
      WIZARD,
    ])
    const scripts = await pageJavaScript(server.url, '/')
    const totalGzip = scripts.reduce((sum, s) => sum + s.gzip, 0)
    const ratio = home.rps / staticRun.rps

    console.log(
      `\nbench:pages — ${CONNECTIONS} connections, median of ${ROUNDS} interleaved ${SECONDS} s runs per path, loopback, ${new Date().toISOString()}`,
    )
    console.table(
      [staticRun, tiny, home, homeAsBrowsers, articles, payloadArticles, wizard].map((r) => ({
        path: r.path,
        'req/s': Math.round(r.rps),
        'p99 (ms)': r.p99,
        errors: r.errors,
        'non-2xx': r.non2xx,
      })),
    )
    console.log('Home page JavaScript (gzip -9):')
    console.table(scripts.map((s) => ({ script: s.src, raw: kB(s.raw), gzip: kB(s.gzip) })))
    console.log(
      `/ throughput = ${(ratio * 100).toFixed(1)} % of the same-size static file (budget ≥ ${THROUGHPUT_BUDGET * 100} %): ${ratio >= THROUGHPUT_BUDGET ? 'met' : 'NOT met'}` +
        ` — and ${((home.rps / tiny.rps) * 100).toFixed(1)} % of the ${TINY_STATIC_FILE} one`,
    )
    console.log(
      `${HOME_AS_BROWSERS} = ${Math.round(homeAsBrowsers.rps)} req/s, ${((homeAsBrowsers.rps / home.rps) * 100).toFixed(1)} % of / as it is`,
    )
    const articlesRatio = articles.rps / payloadArticles.rps
    console.log(
      `${ARTICLES} = ${articlesRatio.toFixed(1)}× Payload's REST for the same rows (budget ≥ ${ARTICLES_BUDGET}×): ${articlesRatio >= ARTICLES_BUDGET ? 'met' : 'NOT met'}`,
    )
    console.log(
      `${WIZARD} = ${Math.round(wizard.rps)} req/s, ${((wizard.rps / home.rps) * 100).toFixed(1)} % of / (budget: at least 4× the 82 req/s it served when rendered per session)`,
    )
    console.log(
      `home JavaScript = ${kB(totalGzip)} gzipped in ${scripts.length} scripts (budget ≤ ${kB(JS_BUDGET_BYTES)}): ${totalGzip <= JS_BUDGET_BYTES ? 'met' : 'NOT met'}`,
    )
  } finally {
    rmSync(sameSizePath, { force: true })
    await server.stop()
  }
}

main().catch(fail)
