import { type Result, startFlow } from 'lighthouse'
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core'

import { retried, withChromium } from './browser'

/**
 * A visitor's first gesture on a page, made as soon as the page can answer it: a native control
 * (a disclosure, a field, text) once it is painted, a control of React's once React has hydrated
 * it. A visitor does not wait for the page to settle; this is the tap that lands while it does.
 */
export type Interaction = {
  path: string
  /** In the bench's table. */
  name: string
  /** The element tapped: the first that matches. */
  selector: string
  /** Whether its behaviour is React's: then it can answer only once hydrated. A disabled control answers once enabled. */
  hydrated: boolean
  /** Evaluated in the page with the tapped element: true once the gesture shows its result. */
  done: (element: Element) => boolean
}

export const INTERACTIONS: Interaction[] = [
  // The bare page's text: what the browser alone takes to answer a tap.
  { path: '/bench/reference', name: 'tap on the title', selector: 'h1', hydrated: false, done: () => true },
  {
    path: '/',
    name: 'open the menu',
    selector: 'button.mobile-menu-button',
    hydrated: true,
    done: () => document.querySelector('[role="dialog"]') !== null,
  },
  {
    path: '/comment-ca-marche',
    name: 'open a question',
    selector: '.kit-accordion__trigger',
    hydrated: false,
    done: (element) => element.parentElement instanceof HTMLDetailsElement && element.parentElement.open,
  },
  {
    path: '/inscription',
    name: 'focus the first field',
    selector: 'main form input:not([type="hidden"])',
    hydrated: false,
    done: (element) => document.activeElement === element,
  },
]

/** What one gesture measured, in ms. */
export type InteractionMeasure = {
  /** Lighthouse's interaction to next paint, and its phases. */
  inp: number
  inputDelay: number
  processing: number
  presentation: number
  /** From the tap to its result on screen (the menu's drawer may wait for its code). */
  shown: number
  /** From the start of the navigation to the moment the control could answer. */
  ready: number
  /** The timespan's total blocking time (the load included) and the machine's speed. */
  tbt: number
  cpu: number
}

type Item = Record<string, unknown>

/** work-during-interaction's breakdown: input delay, processing and presentation delay, in that order. */
function phases(lhr: Result): [number, number, number] {
  const details = lhr.audits['work-during-interaction']?.details
  const tables = details && 'items' in details ? (details.items as Item[]) : []
  for (const table of tables) {
    const rows = Array.isArray(table.items) ? (table.items as Item[]) : []
    if (rows.length === 3 && rows.every((row) => typeof row.total === 'number')) return rows.map((row) => Number(row.total)) as never
  }
  return [Number.NaN, Number.NaN, Number.NaN]
}

/** Waits until the control can answer: painted, enabled, and hydrated when React answers it; returns it. */
async function readyControl(page: Page, interaction: Interaction): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (selector: string, hydrated: boolean) => {
      const element = document.querySelector(selector)
      if (!element || element.getClientRects().length === 0 || element.matches(':disabled')) return null
      // React writes its props on the element when it hydrates it (`__reactProps$…`).
      return !hydrated || Object.keys(element).some((key) => key.startsWith('__reactProps$')) ? element : null
    },
    { polling: 10, timeout: 60_000 },
    interaction.selector,
    interaction.hydrated,
  )
  return handle as ElementHandle<Element>
}

/**
 * One gesture in a Lighthouse timespan (mobile, DevTools throttling: slow 4G and the same 4× CPU
 * slowdown): the timespan begins before the navigation, the gesture comes as soon as the control
 * can answer it, and the timespan ends once its result is shown and painted.
 */
export function measureInteraction(base: string, interaction: Interaction): Promise<InteractionMeasure> {
  return retried(() =>
    withChromium(async (port) => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null })
      try {
        const page = (await browser.pages())[0] ?? (await browser.newPage())
        const flow = await startFlow(page, {
          config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], throttlingMethod: 'devtools' } },
          flags: { logLevel: 'error' },
        })
        await flow.startTimespan()
        const start = performance.now()
        // Not awaited: the control is looked for while the page arrives, before it has loaded.
        const loaded = page.goto(base + interaction.path, { waitUntil: 'load', timeout: 60_000 })
        loaded.catch(() => undefined)
        const control = await readyControl(page, interaction)
        const ready = performance.now() - start
        const tapped = performance.now()
        await control.tap()
        await page.waitForFunction(interaction.done, { polling: 'raf', timeout: 30_000 }, control)
        const shown = performance.now() - tapped
        await loaded
        // Two frames, so that the result's paint is in the trace.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        await flow.endTimespan()
        const lhr = (await flow.createFlowResult()).steps[0].lhr
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${interaction.path}: ${lhr.runtimeError.message}`)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        const [inputDelay, processing, presentation] = phases(lhr)
        return {
          inp: audit('interaction-to-next-paint'),
          inputDelay,
          processing,
          presentation,
          shown,
          ready,
          tbt: audit('total-blocking-time'),
          cpu: lhr.environment.benchmarkIndex,
        }
      } finally {
        await browser.disconnect()
      }
    }),
  )
}
