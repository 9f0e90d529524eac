import { analyticsAllowed } from './consentStorage'

/**
 * The one analytics entry point (DESIGN §7): typed events, and nothing leaves the browser
 * until the visitor has consented. No personal data (names, e-mails, free text) in properties.
 */
export type AnalyticsEvents = {
  signup_started: { location: 'header' | 'drawer' | 'hero' | 'manifesto' | 'how-it-works' | 'themes' | 'footer' | 'plans' }
  quick_signup_completed: Record<string, never>
  contact_message_sent: { subject: string }
  registration_step_completed: { step: number }
  registration_completed: Record<string, never>
  ab_test_exposure: { variant: 'control' | 'test' }
  ab_test_conversion: { variant: 'control' | 'test' }
}
export type AnalyticsEvent = keyof AnalyticsEvents

type Sink = <E extends AnalyticsEvent>(event: E, props: AnalyticsEvents[E]) => void

let sink: Sink | null = null

/** Connects the analytics provider once it is loaded (after consent). */
export function setAnalyticsSink(next: Sink | null) {
  sink = next
}

export function track<E extends AnalyticsEvent>(event: E, props: AnalyticsEvents[E]): void {
  if (!analyticsAllowed() || !sink) return
  sink(event, props)
}
