/**
 * Whether the browser holds a session, without asking the server. The session is Payload's
 * HTTP-only cookie, which scripts cannot read; beside it the server sets a readable cookie holding
 * no secret, with the same lifetime, and clears it with the session. A page that finds no hint
 * knows there is no session and does not ask (GET /api/auth/user would answer 401, an error in
 * every anonymous visitor's console). The hint only saves a request: the server checks the
 * session itself on every call, so a forged hint gets nothing but that 401.
 */
export const SESSION_COOKIE = 'payload-token'
export const SESSION_HINT_COOKIE = 'cercle-session'

/** How long a session lasts (Payload's tokenExpiration), and with it its hint. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7

/** Whether a Cookie header (or document.cookie) names the cookie `name` with a value. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => {
    const [key, ...value] = part.trim().split('=')
    return key === name && value.join('=') !== ''
  })
}
