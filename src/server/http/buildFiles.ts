import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'

import sirv from 'sirv'

import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from './securityHeaders'

/** Where Next's pages ask for the build's scripts, stylesheets and fonts. */
const PREFIX = '/_next/static/'
/** Their names hold a hash of their content: a browser keeps them for good, as Next tells it to. */
const ONE_YEAR_SECONDS = 31_536_000
/** Next's own types for them, with the charset: a script's French text must not be read as Latin-1. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}

/**
 * Next's build files (`/_next/static/…`), each sent as the build compressed it once: Brotli or gzip,
 * whichever the client accepts (scripts/precompress-static.cjs), instead of Next gzipping it again on
 * every request on the CPU its instance shares with the pages. They carry the headers every response
 * does (src/proxy.ts). A file the build does not hold, or another method, is left to Next.
 * Returns the handler: true when it answered.
 */
export function buildFileServer(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const files = sirv(join(distDir, 'static'), {
    brotli: true,
    gzip: true,
    // Only the file named, or its compressed copy: no `.html` guessed, no directory index.
    extensions: [],
    maxAge: ONE_YEAR_SECONDS,
    immutable: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(newNonce()))
      for (const [name, value] of Object.entries(staticSecurityHeaders())) res.setHeader(name, value)
      const type = TYPES[pathname.slice(pathname.lastIndexOf('.'))]
      if (type) res.setHeader('Content-Type', type)
    },
  })
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false
    let found = true
    // The path inside the build's static directory; the request itself is left as Next would read it.
    const inside = { url: req.url.slice(PREFIX.length - 1), headers: req.headers } as IncomingMessage
    files(inside, res, () => {
      found = false
    })
    return found
  }
}
