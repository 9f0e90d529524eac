import type { MetadataRoute } from 'next'

import { dinnerPath } from '@/domain/dinnerPage'
import { publicDinners } from '@/server/dinners/booking/listing'
import { siteUrl } from '@/server/env'
import { PUBLIC_PAGES } from '@/server/seo'

// Built from SITE_URL at request time, not frozen at build time.
export const dynamic = 'force-dynamic'

/** The public pages, then the page of each upcoming dinner (from the data cache the home page reads too). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = PUBLIC_PAGES.map((page) => ({
    url: `${siteUrl()}${page.path === '/' ? '' : page.path}`,
    changeFrequency: page.path === '/' ? 'weekly' : 'monthly',
    priority: page.path === '/' ? 1 : 0.6,
  }))
  const dinners: MetadataRoute.Sitemap = (await publicDinners()).map((dinner) => ({
    url: `${siteUrl()}${dinnerPath(dinner)}`,
    changeFrequency: 'daily',
    priority: 0.5,
  }))
  return [...pages, ...dinners]
}
