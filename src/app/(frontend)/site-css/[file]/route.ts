import css, { components, version } from '../../site.stylesheet'
import { radixStylesFile, siteStylesheetFile } from '../../siteStylesheetHref'

const FILES = new Map([
  [siteStylesheetFile(version), css],
  ...Object.entries(components).map(([component, text]) => [radixStylesFile(component, version), text] as const),
])

/**
 * The site's stylesheet as a file, for a page the browser renders alone (Next's error shell of a
 * 404): the others carry it in their document. Likewise each Radix component's styles, for a
 * component the browser renders first (a client navigation, a dialog opened). Their names hold the
 * version, so they are kept for good.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const text = FILES.get((await params).file)
  if (text === undefined) return new Response(null, { status: 404 })
  return new Response(text, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
