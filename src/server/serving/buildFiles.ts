import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, sep } from 'node:path'
import { pipeline } from 'node:stream'

import { lookup } from 'mrmime'

import { negotiatedEncoding } from './contentEncoding'
import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from './securityHeaders'

/** Where Next's pages ask for the build's scripts, stylesheets and fonts. */
const PREFIX = '/_next/static/'
/** Their names hold a hash of their content: a browser keeps them for good, as Next tells it to. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Next's own types for them, with the charset: a script's French text must not be read as Latin-1. */
const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
}
/** The copy the build writes beside a file (scripts/precompress-static.cjs), by the encoding a client names. */
const COPIES = { gzip: '.gz' } as const
type Encoding = keyof typeof COPIES | 'identity'

type BuildFile = { type: string; modified: string; copies: Partial<Record<Encoding, { path: string; size: number }>> }

/** The build's static files, by the address a page asks for them at, read once: a build never changes under its server. */
function indexBuild(root: string): Map<string, BuildFile> {
  const files = new Map<string, BuildFile>()
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = join(root, name)
    const stats = statSync(path)
    if (name.endsWith('.gz') || !stats.isFile()) continue
    const copies: BuildFile['copies'] = { identity: { path, size: stats.size } }
    for (const [encoding, suffix] of Object.entries(COPIES) as [Encoding, string][])
      if (existsSync(path + suffix)) copies[encoding] = { path: path + suffix, size: statSync(path + suffix).size }
    const extension = name.slice(name.lastIndexOf('.') + 1)
    files.set(PREFIX + name.split(sep).join('/'), {
      type: TYPES[extension] ?? lookup(extension) ?? 'application/octet-stream',
      modified: stats.mtime.toUTCString(),
      copies,
    })
  }
  return files
}

/**
 * Next's build files (`/_next/static/…`), each sent as the build compressed it once, when the client
 * accepts gzip (its q-values read by `negotiator`), instead of Next gzipping it again
 * on every request on the CPU its instance shares with the pages. They carry the headers every
 * response does (src/proxy.ts). A range is not served: the whole file comes back, as HTTP allows, and
 * these files are small. A file the build does not hold, or another method, is left to Next.
 * Returns the handler: true when it answered.
 */
export function buildFileServer(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const files = indexBuild(join(distDir, 'static'))
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const file = files.get((req.url ?? '').split('?')[0])
    if (!file) return false
    const offered = (Object.keys(COPIES) as Encoding[]).filter((encoding) => file.copies[encoding])
    const encoding = negotiatedEncoding(req, offered) ?? 'identity'
    const copy = file.copies[encoding]!
    res.writeHead(200, {
      ...staticSecurityHeaders(),
      'Content-Security-Policy': contentSecurityPolicy(newNonce()),
      'Content-Type': file.type,
      'Content-Length': copy.size,
      'Cache-Control': CACHE_CONTROL,
      'Last-Modified': file.modified,
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    })
    if (req.method === 'HEAD') res.end()
    // A client gone mid-way, or a file removed under the server, closes the file and the connection.
    else pipeline(createReadStream(copy.path), res, (error) => error && res.destroy())
    return true
  }
}
