/**
 * npm run bench:lighthouse — builds and starts the production app (fresh database, demo
 * content), then runs Lighthouse (the npm package, a mid-range phone on slow 4G with 4× CPU
 * slowdown) in Debian's Chromium on each page, and on /bench/reference, a bare page of the same
 * build and server, in the same run. Each page is measured both ways: simulated throttling
 * (Lighthouse's default, which computes the timings from a fast load) and DevTools throttling
 * (the page really loads over the slowed link: what a member on a train feels). Rounds are
 * interleaved and the median kept per page and method. It exits 1 when a target is missed.
 * BENCH_SKIP_BUILD=1 reuses the existing .next build; BENCH_ROUNDS sets the rounds (5).
 */
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { fail } from './lib'
import { startBenchServer } from './productionServer'
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../tests/support/chromium'

const PORT = 3302
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const REFERENCE = '/bench/reference'
/** Every public page, the registration and the login. */
const PAGES = [
  '/',
  '/manifeste',
  '/comment-ca-marche',
  '/thematiques',
  '/confidentialite',
  '/cookies',
  '/mentions-legales',
  '/inscription',
  '/login',
]
const METHODS = ['simulate', 'devtools'] as const
type Method = (typeof METHODS)[number]

/** The targets, each against the reference page measured in the same run. */
const TARGETS = {
  /** DevTools throttling: FCP and LCP at most this many times the reference's. */
  realPaintRatio: 1.25,
  /** Simulated throttling: the score at most this many points below the reference's. */
  simulatedPoints: 3,
  /** Stylesheets requested before the first paint, gzipped (CSS inlined in the document is reported beside). */
  blockingCssBytes: 20_000,
  /** All the bytes of the page, at most this many times the reference's. */
  bytesRatio: 1.6,
  /** Cumulative layout shift, under this (both methods). */
  cls: 0.02,
}

type Measure = { score: number; fcp: number; lcp: number; tbt: number; cls: number; bytes: number; cpu: number }
/** A page's medians, and the lowest and highest score of its rounds. */
type Summary = Measure & { path: string; scores: [number, number] }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const RETRIES = 2

/** One Lighthouse run in a browser of its own (a fresh profile: a first visit, cookie banner included). */
async function lighthouseRun(url: string, method: Method) {
  const chrome = await chromeLauncher.launch({
    chromePath: FULL_CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: method,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

async function measure(url: string, method: Method): Promise<Measure> {
  let lhr: Awaited<ReturnType<typeof lighthouseRun>> | undefined
  // Headless Chrome now and then fails to record a trace (NO_NAVSTART): that run is made again.
  for (let attempt = 0; !lhr; attempt++) {
    try {
      lhr = await lighthouseRun(url, method)
    } catch (error) {
      if (attempt >= RETRIES) throw error
      console.warn(`${error instanceof Error ? error.message : error} — again`)
    }
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    // Lighthouse's own measure of the machine's CPU speed (its BenchmarkIndex; a mid-range desktop is about 1,500 to 2,000).
    cpu: lhr.environment.benchmarkIndex,
  }
}

type PageCss = { requests: number; inline: number }

/**
 * What the browser must have before it paints: the stylesheets the page's head links without a
 * `media` that keeps them from blocking (each a request), and the CSS inlined in the document
 * (which arrives with it); both gzipped.
 */
async function blockingCss(url: string): Promise<PageCss> {
  const html = await (await fetch(url)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag)
  const blocking = links.filter(
    (tag) => /\brel="stylesheet"/.test(tag) && !/\bmedia="(?!all|screen)[^"]*"/.test(tag) && !/\bdisabled\b/.test(tag),
  )
  let requests = 0
  for (const tag of blocking) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href) requests += gzipSync(Buffer.from(await (await fetch(new URL(href.replaceAll('&amp;', '&'), url))).arrayBuffer())).length
  }
  const inline = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, [, css]) => sum + gzipSync(Buffer.from(css)).length,
    0,
  )
  return { requests, inline }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)
const ratio = (value: number, reference: number) => (value / reference).toFixed(2)

function table(method: Method, summary: Summary[], css: Map<string, PageCss>) {
  const reference = summary[0]
  console.log(`\n${method === 'simulate' ? 'Simulated throttling' : 'DevTools (real) throttling'}:`)
  console.table(
    summary.map((s) => ({
      page: s.path,
      score: s.score,
      'scores (min–max)': `${s.scores[0]}–${s.scores[1]}`,
      'Δ score': s.path === REFERENCE ? '—' : s.score - reference.score,
      'FCP (s)': seconds(s.fcp),
      'LCP (s)': seconds(s.lcp),
      'FCP ×ref': ratio(s.fcp, reference.fcp),
      'LCP ×ref': ratio(s.lcp, reference.lcp),
      'TBT (ms)': Math.round(s.tbt),
      CLS: s.cls.toFixed(3),
      'bytes (KB)': Math.round(s.bytes / 1000),
      'bytes ×ref': ratio(s.bytes, reference.bytes),
      'CSS requests before paint (KB gz)': ((css.get(s.path)?.requests ?? 0) / 1000).toFixed(1),
      'CSS inline (KB gz)': ((css.get(s.path)?.inline ?? 0) / 1000).toFixed(1),
    })),
  )
}

/** The targets missed, in words (none: every page meets them). */
function missed(byMethod: Record<Method, Summary[]>, css: Map<string, PageCss>): string[] {
  const misses: string[] = []
  const [simRef, ...simulated] = byMethod.simulate
  const [realRef, ...real] = byMethod.devtools
  for (const s of simulated) {
    if (simRef.score - s.score > TARGETS.simulatedPoints) misses.push(`${s.path}: simulated score ${s.score}, reference ${simRef.score}`)
    if (s.bytes > TARGETS.bytesRatio * simRef.bytes) misses.push(`${s.path}: ${ratio(s.bytes, simRef.bytes)}× the reference's bytes`)
    const blocking = css.get(s.path)?.requests ?? 0
    if (blocking > TARGETS.blockingCssBytes)
      misses.push(`${s.path}: ${(blocking / 1000).toFixed(1)} KB of stylesheets requested before the first paint`)
  }
  for (const s of real) {
    for (const metric of ['fcp', 'lcp'] as const)
      if (s[metric] > TARGETS.realPaintRatio * realRef[metric])
        misses.push(`${s.path}: real-throttling ${metric.toUpperCase()} ${ratio(s[metric], realRef[metric])}× the reference's`)
  }
  for (const s of [...simulated, ...real]) if (s.cls >= TARGETS.cls) misses.push(`${s.path}: CLS ${s.cls.toFixed(3)}`)
  return [...new Set(misses)]
}

async function main() {
  const server = await startBenchServer(PORT)
  try {
    const paths = [REFERENCE, ...PAGES]
    // Rendered once before measuring: Next's data caches are warm. A measured load past the micro-cache's second gets the
    // copy the previous load left (in the brotli body made for the next visitor, with a nonce of its own), as a visitor
    // does on a site someone saw in the last five minutes (microCache.ts); the bare reference page is rendered by Next on
    // every load.
    for (const path of paths) await fetch(server.url + path)
    const css = new Map<string, PageCss>()
    for (const path of paths) css.set(path, await blockingCss(server.url + path))
    const runs = new Map<string, Measure[]>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const method of METHODS) {
        for (const path of paths) {
          const key = `${method} ${path}`
          runs.set(key, [...(runs.get(key) ?? []), await measure(server.url + path, method)])
        }
      }
    }
    const summarise = (method: Method): Summary[] =>
      paths.map((path) => {
        const measures = runs.get(`${method} ${path}`) ?? []
        const pick = (key: keyof Measure) => median(measures.map((m) => m[key]))
        const scores = measures.map((m) => m.score)
        return {
          path,
          score: pick('score'),
          scores: [Math.min(...scores), Math.max(...scores)] as [number, number],
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          bytes: pick('bytes'),
          cpu: pick('cpu'),
        }
      })
    const byMethod = { simulate: summarise('simulate'), devtools: summarise('devtools') }
    console.log(
      `\nbench:lighthouse — Lighthouse mobile, Chromium ${FULL_CHROMIUM_PATH}, median of ${ROUNDS} interleaved rounds, ${new Date().toISOString()}`,
    )
    // The targets compare each page with the bare one, but a page's own work (style, layout, hydration) weighs more on a
    // slower CPU: the machine's speed is part of reading a run.
    const cpu = [...runs.values()].flat().map((m) => m.cpu)
    console.log(
      `Machine: Lighthouse BenchmarkIndex median ${Math.round(median(cpu))} (${Math.round(Math.min(...cpu))}–${Math.round(Math.max(...cpu))} over the run's loads)`,
    )
    for (const method of METHODS) table(method, byMethod[method], css)
    const misses = missed(byMethod, css)
    console.log(
      misses.length === 0
        ? `\nEvery page meets the targets against ${REFERENCE}: met`
        : `\nTargets NOT met (${misses.length}):\n- ${misses.join('\n- ')}`,
    )
    if (misses.length > 0) process.exitCode = 1
  } finally {
    await server.stop()
  }
}

main().catch(fail)
