/**
 * The site's public origin, apart from env.ts: Next's proxy imports it, and a bundle that reaches
 * env.ts asks Turbopack to trace the files env.ts names under .data/, absent from a fresh clone.
 */

/** The public origin of the site, used for CSRF/CORS, cookies and links in e-mails. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
}

/** Session cookies are Secure whenever the site is served over https (always, in production). */
export function secureCookies(): boolean {
  return siteUrl().startsWith('https://')
}
