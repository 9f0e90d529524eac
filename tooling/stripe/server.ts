/** The stand-in's HTTP server: Stripe's API, its hosted pages, and the stand-in's admin API. */
import { createServer, type IncomingMessage, type Server } from 'node:http'

import type { Admin } from './admin'
import { serveAdmin } from './adminRoutes'
import { serveApi, type Reply } from './api'
import { catchUp } from './dueWork'
import type { IdempotencyKeys } from './idempotency'
import { checkoutPage } from './pages/checkoutPage'
import { notFound } from './pages/html'
import { invoicePage } from './pages/invoicePages'
import { portalPage } from './pages/portalPage'
import type { StandIn } from './state'

const MAX_BODY = 1_000_000

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) request.destroy(new Error('request body too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/** A hosted page: checkout (`/c/pay/cs_…`), portal (`/p/session/bps_…[/action]`), invoice (`/i/in_…[/pdf]`). */
function servePage(standIn: StandIn, method: string, path: string, query: URLSearchParams, body: string): Reply {
  catchUp(standIn)
  const checkout = /^\/c\/pay\/([^/]+)$/.exec(path)
  const session = checkout && standIn.store.checkoutSessions.get(checkout[1])
  if (session) return checkoutPage(standIn, session, method, body)
  const portal = /^\/p\/session\/([^/]+)(?:\/([a-z-]+))?$/.exec(path)
  const portalSession = portal && standIn.store.portalSessions.get(portal[1])
  if (portal && portalSession) return portalPage(standIn, portalSession, method, portal[2], query, body)
  const invoice = /^\/i\/([^/]+)(\/pdf)?$/.exec(path)
  const found = invoice && standIn.store.invoices.get(invoice[1])
  if (invoice && found) return invoicePage(found, invoice[2] === '/pdf')
  return notFound()
}

export function createStandInServer(standIn: StandIn, secretKey: string, keys: IdempotencyKeys, admin: Admin): Server {
  return createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const method = request.method ?? 'GET'
      const body = await readBody(request)
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
      )
      const reply = url.pathname.startsWith('/v1/')
        ? serveApi(standIn, secretKey, keys, { method, path: url.pathname, query: url.search.slice(1), body, headers })
        : url.pathname.startsWith('/_stand-in')
          ? await serveAdmin(admin, method, url.pathname, url.searchParams, body)
          : servePage(standIn, method, url.pathname, url.searchParams, body)
      response.writeHead(reply.status, reply.headers).end(reply.body)
    })().catch((error: unknown) => {
      console.error('stripe stand-in:', error)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end()
    })
  })
}
