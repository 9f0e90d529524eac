import type { Payload, TypedUser } from 'payload'

import { hasControlCharacters } from '@/domain/fields'
import { JSON_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { canEnterAdminPanel } from '@/domain/roles'

import { throttledLogin } from '../auth/login'
import { hasSessionCookie } from '../auth/session'
import { parseJsonObject, readLimitedBytes } from '../http/body'
import { ApiError, errorHeaders, unavailable } from '../http/errors'
import { assertDatabaseReachable, isDatabaseOutage } from '../http/outage'
import { assertSameOrigin } from '../http/sameOrigin'
import { getPayloadClient } from '../payload'

/**
 * Payload's own REST API (/cms-api) serves its admin. Around it:
 * - the auth endpoints the admin does not need are closed (forgotten and reset passwords go
 *   through the site's pages, with their rate limits; unlock, verify and first-register never);
 * - a login is throttled and timed like ours (src/server/auth/login.ts);
 * - state-changing requests come from the site; bodies are capped (uploads excepted);
 * - writes and Payload's internal collections are for the team only;
 * - an error reaches a caller outside the team in French, without Payload's internals.
 */
const CMS_API = '/cms-api'
const CLOSED = [/^\/users\/(forgot-password|reset-password|unlock|first-register)$/, /^\/users\/verify\//]
/** The only writes open to a caller outside the team: a session's own life. */
const OUTSIDER_WRITES = /^\/users\/(login|logout|refresh-token)$/
/** Payload's internal collections, whose custom endpoints (preferences) skip access rules. */
const TEAM_ONLY = /^\/payload-(preferences|locked-documents|migrations|kv)(\/|$)/
const PREFERENCE_KEY = /^\/payload-preferences\/([^/]+)$/

type Handler<C> = (req: Request, context: C) => Promise<Response>

const FRENCH_BY_STATUS: Record<number, string> = {
  400: VALIDATION.bodyInvalid,
  401: API_ERRORS.unauthenticated,
  403: API_ERRORS.forbidden,
  404: API_ERRORS.notFound,
  405: API_ERRORS.notFound,
  409: API_ERRORS.conflict,
  413: API_ERRORS.tooLarge,
  423: API_ERRORS.documentLocked,
  429: API_ERRORS.rateLimited,
}

/** An error in the shape Payload's admin reads (`errors`) and ours (`message`). */
function cmsError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ message, errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function apiErrorResponse(error: ApiError): Response {
  return cmsError(error.status, error.message, errorHeaders(error))
}

/** The session's user; Payload says "none" when the database is down too, which is a 503. */
async function sessionUser(payload: Payload, req: Request): Promise<TypedUser | null> {
  const { user } = await payload.auth({ headers: req.headers }).catch(() => ({ user: null }))
  if (!user && hasSessionCookie(payload, req)) await assertDatabaseReachable(payload)
  return user
}

/** A NUL in a query (where[email][equals]=%00) would reach Postgres and fail there. */
function checkQuery(url: URL): void {
  let query: string
  try {
    query = decodeURIComponent(url.search.replace(/\+/g, ' '))
  } catch {
    throw new ApiError(400, VALIDATION.bodyInvalid)
  }
  if (hasControlCharacters(query)) throw new ApiError(400, VALIDATION.controlCharacters)
}

/**
 * What Payload will read, checked as our routes check theirs: a JSON object (or the admin's
 * multipart form, whose `_payload` field holds the JSON), without control characters.
 */
async function checkData(req: Request): Promise<void> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await req.formData().catch(() => {
      throw new ApiError(400, VALIDATION.bodyInvalid)
    })
    const data = form.get('_payload')
    if (typeof data === 'string') parseJsonObject(data)
  } else if (type.includes('json')) parseJsonObject(await req.text())
}

/** The credentials, read as Payload will read them (JSON, or the admin's multipart form). */
async function credentials(req: Request): Promise<{ email: string; password: string }> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json' && type !== 'multipart/form-data') throw new ApiError(415, API_ERRORS.notJson)
  let data: Record<string, unknown> = {}
  try {
    if (type === 'multipart/form-data') data = JSON.parse(String((await req.formData()).get('_payload') ?? '{}'))
    else data = (await req.json()) as Record<string, unknown>
  } catch {
    throw new ApiError(400, VALIDATION.bodyInvalid)
  }
  const { email, password } = data
  if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password.trim())
    throw new ApiError(400, VALIDATION.loginFieldsRequired)
  return { email: email.trim().toLowerCase(), password }
}

/**
 * Applicants write through our /api routes only (DESIGN §4): behind the access rules, which
 * refuse them too, this keeps every write path of /cms-api for the team.
 */
async function requireTeam(payload: Payload, req: Request): Promise<TypedUser> {
  const user = await sessionUser(payload, req)
  if (!user) throw new ApiError(401, API_ERRORS.unauthenticated)
  if (!canEnterAdminPanel(user)) throw new ApiError(403, API_ERRORS.forbidden)
  return user
}

/**
 * DELETE /payload-preferences/:key of a key the member does not have makes Payload 3.90's query
 * fail (a 500): it is a 404. Any other path is not a preference and goes on.
 */
async function preferenceExists(payload: Payload, member: TypedUser, path: string): Promise<boolean> {
  const key = PREFERENCE_KEY.exec(path)?.[1]
  if (!key) return true
  const { totalDocs } = await payload.count({
    collection: 'payload-preferences',
    where: { key: { equals: decodeURIComponent(key) }, 'user.value': { equals: member.id } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function inFrenchForOutsiders(payload: Payload, req: Request, response: Response): Promise<Response> {
  // Payload turns a lost database into its own 500.
  if (response.status >= 500) await assertDatabaseReachable(payload)
  const user = await sessionUser(payload, req)
  if (canEnterAdminPanel(user) && response.status < 500) return response
  // Payload says 403 where no session is the reason: the caller should sign in.
  const status = !user && response.status === 403 ? 401 : response.status
  return cmsError(status, FRENCH_BY_STATUS[status] ?? API_ERRORS.server)
}

export function guardCmsApi<C>(handler: Handler<C>): Handler<C> {
  return async (req, context) => {
    try {
      const url = new URL(req.url)
      const path = url.pathname.slice(CMS_API.length)
      checkQuery(url)
      if (CLOSED.some((pattern) => pattern.test(path))) throw new ApiError(404, API_ERRORS.notFound)
      let forwarded = req
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
        assertSameOrigin(req)
        const upload = (req.headers.get('content-type') ?? '').includes('multipart/form-data')
        const read = await readLimitedBytes(req, upload ? UPLOAD_MAX_BYTES : JSON_BODY_MAX_BYTES)
        const headers = new Headers(req.headers)
        // Without data, Payload's field hooks fail with a 500: nothing sent is an empty object.
        if (read.length === 0) headers.set('content-type', 'application/json')
        const body = read.length > 0 ? new Uint8Array(read) : new TextEncoder().encode('{}')
        forwarded = new Request(req.url, { method: req.method, headers, body })
        await checkData(forwarded.clone())
      }
      const payload = await getPayloadClient()
      const write = !['GET', 'HEAD', 'OPTIONS'].includes(req.method)
      if ((write && !OUTSIDER_WRITES.test(path)) || TEAM_ONLY.test(path)) {
        const member = await requireTeam(payload, req)
        if (req.method === 'DELETE' && !(await preferenceExists(payload, member, path))) throw new ApiError(404, API_ERRORS.notFound)
      }
      if (req.method === 'POST' && path === '/users/login') {
        const { email, password } = await credentials(forwarded.clone())
        return await throttledLogin(payload, req, email, password, async () => {
          const response = await handler(forwarded, context)
          if (response.status >= 500) {
            await assertDatabaseReachable(payload)
            throw new ApiError(500, API_ERRORS.server)
          }
          if (!response.ok) throw new ApiError(401, API_ERRORS.invalidCredentials)
          return response
        })
      }
      const response = await handler(forwarded, context)
      // Payload answers 501 for a collection without REST endpoints (migrations): no such route.
      // Its 404s (an unknown route among them) say so in English.
      if (response.status === 501 || response.status === 404) return cmsError(404, API_ERRORS.notFound)
      return response.status >= 400 ? await inFrenchForOutsiders(payload, req, response) : response
    } catch (error) {
      if (error instanceof ApiError) return apiErrorResponse(error)
      if (isDatabaseOutage(error)) return apiErrorResponse(unavailable())
      console.error('[cms-api] unexpected error', error)
      return cmsError(500, API_ERRORS.server)
    }
  }
}
