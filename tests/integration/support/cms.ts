import config from '@payload-config'
import { handleEndpoints } from 'payload'

import { freshIp } from './api'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * Payload's own REST API (/cms-api), with a session cookie or none: the handler its Next route
 * (@payloadcms/next/routes) calls for every request.
 */
export async function cms(method: Method, path: string, options: { cookie?: string; body?: unknown } = {}) {
  const headers = new Headers({ 'x-forwarded-for': freshIp() })
  if (options.cookie) headers.set('cookie', options.cookie)
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  const url = new URL(`http://localhost:3000/cms-api/${path}`)
  const req = new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const res = await handleEndpoints({ config, path: url.pathname, request: req })
  const text = await res.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: res.status, body: body as Record<string, unknown> & { docs?: Array<Record<string, unknown>>; totalDocs?: number } }
}
