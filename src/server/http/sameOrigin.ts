import { API_ERRORS } from '@/domain/messages/apiErrors'

import { siteUrl } from '../env'
import { ApiError } from './errors'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Cross-site protection of every state-changing route (login and sign-up included): the request
 * must come from the site itself — its Origin is the site's, or, without one, the browser says
 * Sec-Fetch-Site: same-origin — and a body must be JSON (a cross-site form or a text/plain
 * "simple request" never is). Scripts send the site's Origin.
 */
export function assertSameOriginJson(req: Request): void {
  if (!STATE_CHANGING.has(req.method)) return
  assertSameOrigin(req)
  const type = req.headers.get('content-type')
  const hasBody = Number(req.headers.get('content-length') ?? 0) > 0 || req.headers.has('transfer-encoding')
  if ((hasBody || type) && !/^application\/json\s*(;|$)/i.test(type ?? '')) throw new ApiError(415, API_ERRORS.notJson)
}

/** The request comes from the site itself: its Origin, or the browser's Sec-Fetch-Site: same-origin. */
export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get('origin')
  const sameOrigin = origin ? origin === new URL(siteUrl()).origin : req.headers.get('sec-fetch-site') === 'same-origin'
  if (!sameOrigin) throw new ApiError(403, API_ERRORS.crossSite)
}

/**
 * A GET that records something (a CSV or data export writes to the Journal): another site must not
 * make a signed-in browser run it through a link or an image. The site's own link sends
 * Sec-Fetch-Site: same-origin and a typed address or a bookmark sends none; anything else, or a
 * foreign Origin, is refused.
 */
export function assertNotFromAnotherSite(req: Request): void {
  const origin = req.headers.get('origin')
  const fetchSite = req.headers.get('sec-fetch-site')
  const ours = origin ? origin === new URL(siteUrl()).origin : fetchSite === 'same-origin' || fetchSite === 'none'
  if (!ours) throw new ApiError(403, API_ERRORS.crossSite)
}
