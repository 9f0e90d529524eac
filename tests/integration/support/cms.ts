import { handleEndpoints } from 'payload'

import { guardCmsApi } from '@/server/api/cmsApi'
import { CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'
import config from '@payload-config'

import { freshIp } from './api'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * Payload's own REST API (/cms-api), with a session cookie or none, behind our guard as the site
 * serves it: @payloadcms/next/routes only hands the request to handleEndpoints (and adds an
 * og-image endpoint whose imports need Next's server runtime).
 */
const rest = guardCmsApi<unknown>((request) => handleEndpoints({ config, path: new URL(request.url).pathname, request }))

/** A GET answered as is (a file's bytes), with a session cookie or none. */
export function cmsFile(path: string, cookie?: string): Promise<Response> {
  return rest(new Request(url(path), { headers: baseHeaders(cookie) }), undefined)
}

export async function cms(method: Method, path: string, options: { cookie?: string; body?: unknown; raw?: string } = {}) {
  const headers = baseHeaders(options.cookie)
  // A multipart form, as Payload's admin sends an upload: the Request sets its boundary.
  if (options.body instanceof FormData) return answer(method, url(path), headers, options.body)
  if (options.body !== undefined || options.raw !== undefined) headers.set('content-type', 'application/json')
  return answer(method, url(path), headers, options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)))
}

const url = (path: string) => new URL(`http://localhost:3000/cms-api/${path}`)

function baseHeaders(cookie?: string): Headers {
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: freshIp(), origin: 'http://localhost:3000' })
  if (cookie) headers.set('cookie', cookie)
  return headers
}

async function answer(method: Method, url: URL, headers: Headers, sent: string | FormData | undefined) {
  const req = new Request(url, { method, headers, body: sent })
  const res = await rest(req, undefined)
  const text = await res.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: res.status, body: body as Record<string, unknown> & { docs?: Array<Record<string, unknown>>; totalDocs?: number } }
}
