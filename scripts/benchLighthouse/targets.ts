import type { InteractionMeasure } from './interactions'
import type { Measure } from './navigation'

/** A page's medians, and the lowest and highest score of its rounds. */
export type Summary = Measure & { path: string; scores: [number, number] }
export type InteractionSummary = InteractionMeasure & { path: string; name: string }

/** What the browser must have before it paints, gzipped: stylesheets requested (each a request), and CSS inlined in the document. */
export type PageCss = { requests: number; inline: number }

/** The targets, each against the reference page measured in the same run. */
const TARGETS = {
  /** DevTools throttling: FCP and LCP at most this many times the reference's. */
  realPaintRatio: 1.25,
  /** Simulated throttling: the score at most this many points below the reference's. */
  simulatedPoints: 3,
  /** Simulated throttling: total blocking time at most this many times the reference's. */
  tbtRatio: 2,
  /** A gesture's interaction to next paint, at the same 4× CPU slowdown, in ms. */
  interactionMs: 100,
  /** Stylesheets requested before the first paint, gzipped (CSS inlined in the document is reported beside). */
  blockingCssBytes: 20_000,
  /** All the bytes of the page, at most this many times the reference's. */
  bytesRatio: 1.6,
  /** Cumulative layout shift, under this (both methods). */
  cls: 0.02,
}

export const ratio = (value: number, reference: number) => (value / reference).toFixed(2)

export type Check = { target: string; subject: string; figure: string; held: boolean }

/** Every target for every page, held or not. */
export function checks(
  byMethod: { simulate: Summary[]; devtools: Summary[] },
  css: Map<string, PageCss>,
  interactions: InteractionSummary[],
): Check[] {
  const result: Check[] = []
  const check = (target: string, subject: string, figure: string, held: boolean) => result.push({ target, subject, figure, held })
  const [simRef, ...simulated] = byMethod.simulate
  const [realRef, ...real] = byMethod.devtools
  for (const s of simulated) {
    check(
      `score ≥ reference − ${TARGETS.simulatedPoints}`,
      s.path,
      `${s.score} vs ${simRef.score}`,
      simRef.score - s.score <= TARGETS.simulatedPoints,
    )
    check(
      `TBT ≤ ${TARGETS.tbtRatio}× reference`,
      s.path,
      `${Math.round(s.tbt)} ms, ${ratio(s.tbt, simRef.tbt)}×`,
      s.tbt <= TARGETS.tbtRatio * simRef.tbt,
    )
    check(
      `bytes ≤ ${TARGETS.bytesRatio}× reference`,
      s.path,
      `${ratio(s.bytes, simRef.bytes)}×`,
      s.bytes <= TARGETS.bytesRatio * simRef.bytes,
    )
    const blocking = css.get(s.path)?.requests ?? 0
    check(
      `CSS requested before paint ≤ ${TARGETS.blockingCssBytes / 1000} kB gz`,
      s.path,
      `${(blocking / 1000).toFixed(1)} kB`,
      blocking <= TARGETS.blockingCssBytes,
    )
  }
  for (const s of real) {
    for (const metric of ['fcp', 'lcp'] as const)
      check(
        `real-throttling ${metric.toUpperCase()} ≤ ${TARGETS.realPaintRatio}× reference`,
        s.path,
        `${ratio(s[metric], realRef[metric])}×`,
        s[metric] <= TARGETS.realPaintRatio * realRef[metric],
      )
  }
  for (const [method, pages] of [
    ['simulated', simulated],
    ['real', real],
  ] as const)
    for (const s of pages) check(`CLS < ${TARGETS.cls} (${method})`, s.path, s.cls.toFixed(3), s.cls < TARGETS.cls)
  for (const i of interactions.slice(1))
    check(`INP ≤ ${TARGETS.interactionMs} ms`, `${i.path} (${i.name})`, `${Math.round(i.inp)} ms`, i.inp <= TARGETS.interactionMs)
  return result
}
