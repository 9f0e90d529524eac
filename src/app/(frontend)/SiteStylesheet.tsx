'use client'

import css, { version } from './site.stylesheet'
import { siteStylesheetHref } from './siteStylesheetHref'

const ID = 'site-stylesheet'

/**
 * The site's stylesheet, written into the document by the server: no request of its own before the first paint. Next's own inlining
 * (experimental.inlineCss) also copied the whole text into the page's RSC payload, so every page
 * carried it twice: as a client component, only its props travel, and the browser's bundle gets
 * an empty text (next.config.mjs), with which React leaves the element the server wrote as it is.
 * A page the browser renders alone (Next's error shell of a 404) has no such element: it links
 * the same stylesheet as a file, which React puts in the head and waits for before painting.
 */
export function SiteStylesheet({ nonce }: { nonce: string | undefined }) {
  if (typeof document !== 'undefined' && !document.getElementById(ID))
    return <link rel="stylesheet" href={siteStylesheetHref(version)} precedence="site" nonce={nonce} />
  return <style id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
}
