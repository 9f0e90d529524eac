import lighthouse, { type Result } from 'lighthouse'

import { retried, withChromium } from './browser'

export const METHODS = ['simulate', 'devtools'] as const
export type Method = (typeof METHODS)[number]

/** What one page load measures. Times in ms, sizes in bytes as transferred. */
export type Measure = {
  score: number
  fcp: number
  lcp: number
  tbt: number
  speedIndex: number
  cls: number
  bytes: number
  /** The main thread's time evaluating scripts (their parsing and compiling apart), and on style and layout. */
  scriptEvaluation: number
  scriptParse: number
  styleLayout: number
  mainThread: number
  /** The scripts the page loaded, and the time the main thread spent on them (Lighthouse's « JavaScript execution time »). */
  jsBytes: number
  jsRequests: number
  jsExecution: number
  /** Lighthouse's own measure of the machine's CPU speed (its BenchmarkIndex; a mid-range desktop is about 1,500 to 2,000). */
  cpu: number
}

type Item = Record<string, unknown>

function items(lhr: Result, id: string): Item[] {
  const details = lhr.audits[id]?.details
  return details && 'items' in details ? (details.items as Item[]) : []
}

/** The main-thread time of one of Lighthouse's task groups (scriptEvaluation, styleLayout…), 0 when it has none. */
function group(lhr: Result, name: string): number {
  return Number(items(lhr, 'mainthread-work-breakdown').find((item) => item.group === name)?.duration ?? 0)
}

/**
 * One Lighthouse navigation (mobile, slow 4G, 4× CPU slowdown), simulated or with DevTools
 * throttling. With simulation the main thread's times are those observed times the slowdown.
 */
export function measureNavigation(url: string, method: Method): Promise<Measure> {
  return retried(() =>
    withChromium(async (port) => {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: method,
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const lhr = result.lhr
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const scripts = items(lhr, 'resource-summary').find((item) => item.resourceType === 'script')
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        speedIndex: audit('speed-index'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
        scriptEvaluation: group(lhr, 'scriptEvaluation'),
        scriptParse: group(lhr, 'scriptParseCompile'),
        styleLayout: group(lhr, 'styleLayout'),
        mainThread: audit('mainthread-work-breakdown'),
        jsBytes: Number(scripts?.transferSize ?? 0),
        jsRequests: Number(scripts?.requestCount ?? 0),
        jsExecution: audit('bootup-time'),
        cpu: lhr.environment.benchmarkIndex,
      }
    }),
  )
}
