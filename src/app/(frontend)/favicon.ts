import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The site's icon (public/favicon.svg, the club's ring, which Payload's admin also shows) as a data:
 * address in each page's head rather than a link to the file: the 145-byte file cost a request of
 * 1.2 kB, nearly all response headers, on every first visit.
 */
export const FAVICON = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(process.cwd(), 'public/favicon.svg'), 'utf8').trim())}`
