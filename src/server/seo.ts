import type { Metadata } from 'next'

import { SITE_DEFAULTS } from '@/domain/brand'
import type { PageSeo } from '@/domain/pageSeo'

import { siteUrl } from './env'

export { PUBLIC_PAGES } from '@/domain/pages'

/**
 * Title, description, canonical URL and Open Graph / Twitter cards of one page. The cards' image
 * is the page's own opengraph-image route, which Next adds to them (1200 × 630: a large card).
 */
export function pageMetadata({ title, description, path }: PageSeo): Metadata {
  const fullTitle = path === '/' ? `${SITE_DEFAULTS.brandName} — ${title}` : `${title} · ${SITE_DEFAULTS.brandName}`
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: SITE_DEFAULTS.brandName,
      locale: 'fr_FR',
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  }
}

export function metadataBase(): URL {
  return new URL(siteUrl())
}
