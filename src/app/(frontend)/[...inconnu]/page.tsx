import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ERROR_PAGES } from '@/domain/pages'

// Next itself marks a 404 noindex.
export const metadata: Metadata = { title: ERROR_PAGES.notFound.title }

/**
 * The site has several root layouts (the site, Payload's admin, the benchmark page), so Next's
 * own 404 would have none of them: an address matched by nothing else lands here, and is shown
 * as the site's 404 (not-found.tsx), inside its layout.
 */
export default function UnknownPage() {
  notFound()
}
