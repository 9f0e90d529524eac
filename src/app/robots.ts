import type { MetadataRoute } from 'next'

import { siteUrl } from '@/server/env'

// Built from SITE_URL at request time, not frozen at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/cms-api/', '/status', '/bench/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
