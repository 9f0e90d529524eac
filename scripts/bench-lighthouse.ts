/**
 * npm run bench:lighthouse — builds and starts the production app (fresh database, demo
 * content), then runs Lighthouse (the npm package, its default mobile settings: a mid-range
 * phone, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium on each page, and on
 * /bench/reference, a bare page of the same build and server, in the same run. Rounds are
 * interleaved and the median kept per page.
 * Target (issue 11): every page's performance score within 5 points of the reference page's.
 * BENCH_SKIP_BUILD=1 reuses the existing .next build; BENCH_ROUNDS sets the rounds (5: with 3, one build's gap to the reference moved by up to 8 points from run to run).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../tests/support/chromium'
import { fail } from './lib'
import { startBenchServer } from './productionServer'

const PORT = 3302
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const REFERENCE = '/bench/reference'
const PAGES = ['/', '/manifeste', '/comment-ca-marche', '/thematiques', '/inscription', '/login']
const MAX_POINTS_BELOW_REFERENCE = 5

type Measure = { score: number; lcp: number; tbt: number; cls: number; bytes: number }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const RETRIES = 2

/** One Lighthouse run in a browser of its own (a fresh profile: a first visit, cookie banner included). */
async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: FULL_CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

async function measure(url: string): Promise<Measure> {
  let lhr: Awaited<ReturnType<typeof lighthouseRun>> | undefined
  // Headless Chrome now and then fails to record a trace (NO_NAVSTART): that run is made again.
  for (let attempt = 0; !lhr; attempt++) {
    try {
      lhr = await lighthouseRun(url)
    } catch (error) {
      if (attempt >= RETRIES) throw error
      console.warn(`${error instanceof Error ? error.message : error} — again`)
    }
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  }
}

async function main() {
  const server = await startBenchServer(PORT)
  try {
    const paths = [REFERENCE, ...PAGES]
    for (const path of paths) await fetch(server.url + path) // rendered and cached once before measuring
    const runs = new Map<string, Measure[]>(paths.map((path) => [path, []]))
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of paths) runs.get(path)?.push(await measure(server.url + path))
    }
    const summary = paths.map((path) => {
      const measures = runs.get(path) ?? []
      const pick = (key: keyof Measure) => median(measures.map((m) => m[key]))
      return { path, score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), bytes: pick('bytes') }
    })
    const reference = summary[0]
    console.log(
      `\nbench:lighthouse — Lighthouse mobile (default settings), Chromium ${FULL_CHROMIUM_PATH}, median of ${ROUNDS} interleaved rounds, ${new Date().toISOString()}`,
    )
    console.table(
      summary.map((s) => ({
        page: s.path,
        score: s.score,
        'vs reference': s.path === REFERENCE ? '—' : s.score - reference.score,
        'LCP (s)': (s.lcp / 1000).toFixed(2),
        'TBT (ms)': Math.round(s.tbt),
        CLS: s.cls.toFixed(3),
        'bytes (KiB)': Math.round(s.bytes / 1024),
      })),
    )
    const behind = summary.slice(1).filter((s) => reference.score - s.score > MAX_POINTS_BELOW_REFERENCE)
    console.log(
      behind.length === 0
        ? `Every page within ${MAX_POINTS_BELOW_REFERENCE} points of ${REFERENCE} (${reference.score}): met`
        : `More than ${MAX_POINTS_BELOW_REFERENCE} points below ${REFERENCE} (${reference.score}): ${behind.map((s) => `${s.path} ${s.score}`).join(', ')} — NOT met`,
    )
  } finally {
    await server.stop()
  }
}

main().catch(fail)
