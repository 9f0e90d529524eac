import type { PostHogConfig } from 'posthog-js'

import { CONSENT_MAX_AGE_MONTHS } from '@/domain/consent'
import { ANALYTICS_IDLE_TIMEOUT_MINUTES } from '@/domain/limits'
import { EMAILED_LINK_TOKEN_PARAM } from '@/domain/links'

import { withInpHandler } from './inpHandler'

/** 13 months in days, rounded down: a cookie never outlives the consent it was set under. */
const COOKIE_DAYS = Math.floor((CONSENT_MAX_AGE_MONTHS * 365) / 12)

/**
 * Every setting SPEC §4 and §9 name, set explicitly rather than left to posthog-js's defaults.
 * Autocapture and dead clicks are off: clicked elements' texts could carry names; the events that matter are
 * the typed ones of src/client/analytics.ts.
 */
export function posthogSettings(host: string, allowed: () => boolean = () => true): Partial<PostHogConfig> {
  return {
    api_host: host,
    // Every event passes the consent check as it leaves: after a withdrawal nothing is sent,
    // whatever the SDK still has queued or observes.
    before_send: (event) => (allowed() && event ? withInpHandler(event) : null),
    // Pageviews on the App Router's route changes (history API), and page-leave.
    capture_pageview: 'history_change',
    capture_pageleave: true,
    autocapture: false,
    capture_dead_clicks: false,
    enable_heatmaps: true,
    disable_session_recording: false,
    session_recording: { maskAllInputs: true },
    respect_dnt: true,
    persistence: 'localStorage+cookie',
    secure_cookie: true,
    cross_subdomain_cookie: false,
    session_idle_timeout_seconds: ANALYTICS_IDLE_TIMEOUT_MINUTES * 60,
    cookie_expiration: COOKIE_DAYS,
    person_profiles: 'identified_only',
    // Real visits' LCP, INP, CLS and FCP, as the `$web_vitals` events PostHog's web analytics reads,
    // from the bundle the loader imports. INP comes with its attribution: the element interacted
    // with (a CSS selector of the site's own markup), the interaction's phases, and the handler
    // that held it (./inpHandler.ts): what a slow phone waited for.
    capture_performance: { web_vitals: true, web_vitals_attribution: ['INP'] },
    // The e-mailed links' one-time token never leaves in a captured address ($current_url, referrer).
    mask_personal_data_properties: true,
    custom_personal_data_properties: [EMAILED_LINK_TOKEN_PARAM],
  }
}
