import type { Metadata } from 'next'

import { SITE_DEFAULTS } from '@/domain/brand'

import { siteUrl } from './env'

export { PUBLIC_PAGES } from '@/domain/pages'

/** Title, description, canonical URL and Open Graph / Twitter cards of one page. */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
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
    twitter: { card: 'summary', title: fullTitle, description },
  }
}

export function metadataBase(): URL {
  return new URL(siteUrl())
}
