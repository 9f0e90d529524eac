import css, { version } from '../../site.stylesheet'
import { siteStylesheetFile } from '../../siteStylesheetHref'

/**
 * The site's stylesheet as a file, for a page the browser renders alone (Next's error shell of a
 * 404): the others carry it in their document. Its name holds the version, so it is kept for good.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== siteStylesheetFile(version)) return new Response(null, { status: 404 })
  return new Response(css, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
