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

/** A link sent by e-mail that acts without a login: its page's path with the signed token. */
export function emailedLinkPath(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ [EMAILED_LINK_TOKEN_PARAM]: token })}`
}

/** A page's query string, as Next gives it. */
export type SearchParams = Record<string, string | string[] | undefined>

/** The signed token of the e-mailed link that opened a page ('' when it has none, or several). */
export function emailedLinkToken(searchParams: SearchParams): string {
  const token = searchParams[EMAILED_LINK_TOKEN_PARAM]
  return typeof token === 'string' ? token : ''
}

/** The login page's query parameter that names where to go back once signed in (`/login?retour=/status?reserver=12`). */
export const RETURN_PARAM = 'retour'

/**
 * Where a sign-in may lead back to: a path of this site only (`/status?reserver=12`), never another
 * host (`//evil.example`, `/\\evil.example`, `https://…`), so that a crafted link cannot send a member away.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null
  return /[\u0000-\u001f\u007f\\]/.test(value) ? null : value
}
