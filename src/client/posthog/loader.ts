import type { PostHog } from 'posthog-js'

import { posthogTarget } from '@/domain/analytics'

import { setAnalyticsProvider } from '../analytics'
import { analyticsAllowed } from '../consentStorage'
import { watchInpHandlers } from './inpHandler'
import { posthogSettings } from './settings'

/**
 * posthog-js, loaded only once the visitor has consented (DESIGN §7): an SDK initialised but
 * opted out still calls its servers, so before consent it is not even downloaded. Withdrawing
 * consent stops capture and clears what PostHog stored in the browser.
 */
let loading: Promise<PostHog> | null = null

function load(key: string, host: string): Promise<PostHog> {
  // posthog-js's own web-vitals bundle (with attribution, for INP's) comes with the SDK, rather than
  // from PostHog's host at run time.
  loading ??= Promise.all([import('posthog-js'), import('posthog-js/dist/web-vitals-with-attribution')]).then(([{ default: posthog }]) => {
    watchInpHandlers()
    posthog.init(key, posthogSettings(host, analyticsAllowed))
    return posthog
  })
  return loading
}

/** PostHog's cookies and storage keys (`ph_…`, `__ph…`), removed on withdrawal. */
function clearPosthogTraces(): void {
  for (const store of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(store)) if (key.startsWith('ph_') || key.startsWith('__ph')) store.removeItem(key)
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim()
    if (name.startsWith('ph_')) document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`
  }
}

/** Follows the visitor's current choice: starts analytics, or stops it and clears its traces. */
export async function applyAnalyticsConsent(): Promise<void> {
  const target = posthogTarget()
  if (!target) return
  if (analyticsAllowed()) {
    const posthog = await load(target.key, target.host)
    if (posthog.has_opted_out_capturing()) {
      posthog.set_config({ disable_persistence: false, persistence: posthogSettings(target.host).persistence })
      posthog.opt_in_capturing()
    }
    setAnalyticsProvider({
      capture: (event, props) => void posthog.capture(event, props),
      getFeatureFlag: (key) => posthog.getFeatureFlag(key),
    })
    return
  }
  setAnalyticsProvider(null)
  if (loading) {
    const posthog = await loading
    posthog.opt_out_capturing()
    posthog.stopSessionRecording()
    // Nothing written again after the traces are cleared (reset() would store a new id).
    posthog.set_config({ disable_persistence: true, persistence: 'memory' })
  }
  clearPosthogTraces()
}
