import type { MetadataRoute } from 'next'

import { siteUrl } from '@/server/env'
import { PUBLIC_PAGES } from '@/server/seo'

// Built from SITE_URL at request time, not frozen at build time.
export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map((page) => ({
    url: `${siteUrl()}${page.path === '/' ? '' : page.path}`,
    changeFrequency: page.path === '/' ? 'weekly' : 'monthly',
    priority: page.path === '/' ? 1 : 0.6,
  }))
}
