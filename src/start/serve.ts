/**
 * The production HTTP server: Next's request handler (whose proxy, src/proxy.ts, sets the
 * headers and the client address) behind what Next's proxy cannot do:
 * - the micro-cache of rendered public pages (src/server/serving/microCache.ts), which answers
 *   without running Next at all, and renders a page again behind a copy past its second;
 * - with no trusted proxy in front, dropping a client's own X-Forwarded-For, which Next would
 *   otherwise keep in place of the socket's address;
 * - the build's scripts and stylesheets as the build compressed them (src/server/serving/buildFiles.ts).
 * On SIGTERM or SIGINT it stops within 25 s: jobs, then requests (src/server/shutdown.ts).
 * Run by `npm start` (start.ts), as the e2e tests, the scale-out tests and the benchmarks run it; NODE_ENV=production.
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

import next from 'next'

import { announceSanitisedForwarding, dropUntrustedForwarding } from '@/server/http/clientAddress'
import { buildFileServer } from '@/server/serving/buildFiles'
import { isCacheableRequest, MICRO_CACHE_REFRESH_DELAY_MS, processMicroCache } from '@/server/serving/microCache'
import { assertProductionSiteUrl } from '@/server/serving/securityHeaders'
import { stopGracefullyOnSignals } from '@/server/shutdown'

import { distDir } from './nextCaches'

const FILL_HEADER = 'x-micro-cache-fill'
/** A render that has not answered by then is given up: the page's next request starts another. */
const FILL_TIMEOUT_MS = 30_000
// The cache's own fill requests carry this per-process secret: a client sending the header
// cannot skip the cache and force a render on every request.
const FILL_SECRET = randomBytes(16).toString('hex')

export async function serve(port: number): Promise<void> {
  assertProductionSiteUrl()
  announceSanitisedForwarding()
  const app = next({ dev: false, hostname: 'localhost', port })
  const handle = app.getRequestHandler()
  await app.prepare()
  const cache = processMicroCache()
  const buildFiles = buildFileServer(distDir())
  const filling = new Map<string, { generation: number; pending: Promise<boolean> }>()

  /**
   * Fetches a page from Next through this same server (once, however many requests wait for it).
   * A tag expired while the page renders empties the cache: that copy, which may show the old
   * content, is not kept, and the requests that come after start a render of their own.
   */
  const fill = (path: string) => {
    const generation = cache.currentGeneration()
    const current = filling.get(path)
    if (current?.generation === generation) return current.pending
    // Uncompressed: the cache compresses its copy itself, and Next's gzip, undone here, cost every fill 3 to 9 ms.
    const pending = fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { [FILL_HEADER]: FILL_SECRET, 'accept-encoding': 'identity' },
      // A redirect is not followed: its target's page would be kept under the address that redirects (a dinner's old title).
      redirect: 'manual',
      signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
    })
      .then(async (response) => {
        const headers = Object.fromEntries(response.headers.entries())
        if (response.headers.has('set-cookie')) headers['set-cookie'] = 'present'
        const stored = cache.store(path, response.status, headers, Buffer.from(await response.arrayBuffer()), generation)
        // Whoever waited for the render gets brotli too: a few milliseconds more, in the thread pool.
        if (stored) await cache.brotliReady(path)
        return stored
      })
      .catch(() => false)
      .finally(() => {
        if (filling.get(path)?.pending === pending) filling.delete(path)
      })
    filling.set(path, { generation, pending })
    return pending
  }

  /**
   * Renders a stale copy's page again, a moment later rather than at once: the burst of requests
   * that found it stale is answered first, and one render serves them all. (On one machine with
   * the browser, as in the benchmarks, the render then no longer competes with the page's own load.)
   */
  const refreshing = new Set<string>()
  const refresh = (path: string) => {
    if (refreshing.has(path)) return
    refreshing.add(path)
    setTimeout(() => void fill(path).finally(() => refreshing.delete(path)), MICRO_CACHE_REFRESH_DELAY_MS).unref()
  }

  const server = createServer(async (req, res) => {
    dropUntrustedForwarding(req)
    if (buildFiles(req, res)) return
    // A micro-cached page brings back the headers it was rendered with, its policy with a nonce of its own.
    try {
      if (req.headers[FILL_HEADER] !== FILL_SECRET && isCacheableRequest(req.method, req.url, req.headers)) {
        const served = cache.serve(req, res)
        if (served === 'stale') refresh(req.url as string)
        if (served) return
        if ((await fill(req.url as string)) && cache.serve(req, res)) return
      }
      await handle(req, res)
    } catch (error) {
      console.error('[server] request failed', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Erreur interne du serveur')
    }
  })
  // Idle connections outlive a proxy's or client's own (60 s for nginx and most load balancers):
  // a server closing first races a request reusing the connection, which then fails (ECONNRESET).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((resolve) => server.listen(port, resolve))
  console.log(`▲ Production server on http://localhost:${port}`)
  stopGracefullyOnSignals(server)
}
