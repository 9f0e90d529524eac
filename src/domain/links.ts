/** Schemes a link written by an editor may use: the web, e-mail and telephone (never `javascript:`). */
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']

/** The link's address if it is safe to put in an href: a site path (not `//host`) or a safe scheme. */
export function safeHref(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (value.startsWith('#')) return value
  try {
    return SAFE_SCHEMES.includes(new URL(value).protocol) ? value : null
  } catch {
    return null
  }
}

/** The query parameter that carries the signed token of every link sent by e-mail (`/avis?token=…`, `/rappel?token=…`). */
export const EMAILED_LINK_TOKEN_PARAM = 'token'
