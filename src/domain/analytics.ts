/**
 * Where analytics go (DESIGN §3): PostHog, configured at build time by NEXT_PUBLIC_POSTHOG_KEY
 * and NEXT_PUBLIC_POSTHOG_HOST. Without a key analytics is a no-op.
 */

/** PostHog's EU region, where the club's data stays by default. */
export const DEFAULT_POSTHOG_HOST = 'https://eu.i.posthog.com'

/** The project key and host; no key, no analytics. */
export function posthogTarget(
  env: { key?: string; host?: string } = { key: process.env.NEXT_PUBLIC_POSTHOG_KEY, host: process.env.NEXT_PUBLIC_POSTHOG_HOST },
): { key: string; host: string } | null {
  const key = env.key?.trim()
  return key ? { key, host: (env.host?.trim() || DEFAULT_POSTHOG_HOST).replace(/\/$/, '') } : null
}

/**
 * The origins the pages may talk to for analytics: the host, and for PostHog's cloud its
 * assets host (the session recorder and the heatmaps' scripts come from there).
 */
export function analyticsOrigins(target: { host: string } | null): string[] {
  if (!target) return []
  let origin: string
  try {
    origin = new URL(target.host).origin
  } catch {
    return []
  }
  const cloud = /^https:\/\/(eu|us)\.i\.posthog\.com$/.exec(origin)
  return cloud ? [origin, `https://${cloud[1]}-assets.i.posthog.com`] : [origin]
}
