/**
 * Back where a login interrupted the visitor (a mailed link to « Mon adhésion » opened without a
 * session): /login carries the path in `retour`, and only a path of this site is followed, never
 * another site's address (an open redirect would lend the club's name to anyone's page).
 */
export const RETURN_PARAM = 'retour'

/** Any origin of our own: a path resolved against it that keeps it stays on the site. */
const HERE = 'https://cercle.invalid'

/** The path to go back to, or null when `value` is not a path of this site (`//host`, `https:…`, `/\host`, control characters). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null
  const url = new URL(value, HERE)
  // Dot segments are resolved only now (`/.//host` becomes `//host`): the path is checked again once resolved.
  if (url.origin !== HERE || url.pathname.startsWith('//') || url.pathname.startsWith('/login')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** /login that leads back to `path` once the visitor has signed in. */
export const loginReturningTo = (path: string): string => `/login?${RETURN_PARAM}=${encodeURIComponent(path)}`
