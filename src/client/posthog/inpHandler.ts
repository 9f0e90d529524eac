import type { CaptureResult } from 'posthog-js'

/** The script a slow interaction ran longest (web-vitals' attribution, from the browser's long animation frames). */
type ScriptTiming = { invoker?: string; invokerType?: string; sourceURL?: string; sourceFunctionName?: string; duration?: number }
type InpReport = {
  value: number
  attribution?: { longestScript?: { entry?: ScriptTiming; subpart?: string; intersectingDuration?: number } }
}
type WebVitalsCallbacks = { onINP: (report: (metric: InpReport) => void, options?: { reportAllChanges?: boolean }) => void }

/** The bundle posthog-js/dist/web-vitals-with-attribution registers itself there. */
const ATTRIBUTION_FLAVOR = 'web-vitals-with-attribution'

/**
 * Which handler each reported INP ran longest, by its value: PostHog's observer and this one measure
 * the same interaction to the same value, but each names its metric with an id of its own.
 */
const handlers = new Map<number, Record<string, string | number>>()

/**
 * PostHog sends INP with the element and the phases of the interaction (`interactionTarget`,
 * `inputDelay`…), but keeps none of web-vitals' `longestScript`: which code held the interaction.
 * The same web-vitals bundle, watched here too, names it (the listener that ran, its script and
 * function), and `withInpHandler` adds it to the `$web_vitals` event as `attribution.handler`.
 * Script addresses are the site's own build files; nothing typed or shown is read.
 */
export function watchInpHandlers(): void {
  const extensions = (window as { __PosthogExtensions__?: { postHogWebVitalsCallbacksByFlavor?: Record<string, WebVitalsCallbacks> } })
    .__PosthogExtensions__
  extensions?.postHogWebVitalsCallbacksByFlavor?.[ATTRIBUTION_FLAVOR]?.onINP(
    (metric) => {
      const script = metric.attribution?.longestScript
      if (!script?.entry) return
      const { invoker, invokerType, sourceURL, sourceFunctionName, duration } = script.entry
      handlers.set(metric.value, {
        ...(invoker ? { invoker } : {}),
        ...(invokerType ? { invokerType } : {}),
        ...(sourceURL ? { sourceURL } : {}),
        ...(sourceFunctionName ? { sourceFunctionName } : {}),
        ...(script.subpart ? { subpart: script.subpart } : {}),
        ...(typeof duration === 'number' ? { duration: Math.round(duration) } : {}),
      })
    },
    { reportAllChanges: true },
  )
}

/** The event, its INP (if it carries one) with the handler that held it when it is known. */
export function withInpHandler(event: CaptureResult): CaptureResult {
  const inp = event.properties?.$web_vitals_INP_event as { value?: number; attribution?: Record<string, unknown> } | undefined
  const handler = typeof inp?.value === 'number' ? handlers.get(inp.value) : undefined
  if (inp && handler) inp.attribution = { ...inp.attribution, handler }
  return event
}
