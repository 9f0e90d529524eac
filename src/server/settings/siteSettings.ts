import type { Payload } from 'payload'

import { SITE_DEFAULTS } from '@/domain/brand'

import { CACHE_TAGS, cachedByTag } from '../cache'
import { getPayloadClient } from '../payload'

export type SiteSettingsValues = {
  brandName: string
  tagline: string
  instagramUrl: string
  tiktokUrl: string
  contactEmail: string
}

/** The SiteSettings global (public read), with the defaults filling any empty value. */
export async function getSiteSettings(payload: Payload): Promise<SiteSettingsValues> {
  const stored = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
  return {
    brandName: stored.brandName || SITE_DEFAULTS.brandName,
    tagline: stored.tagline || SITE_DEFAULTS.tagline,
    instagramUrl: stored.instagramUrl || SITE_DEFAULTS.instagramUrl,
    tiktokUrl: stored.tiktokUrl || SITE_DEFAULTS.tiktokUrl,
    contactEmail: stored.contactEmail || SITE_DEFAULTS.contactEmail,
  }
}

/** For pages: the settings from Next's data cache, expired by the SiteSettings hook. */
export async function cachedSiteSettings(): Promise<SiteSettingsValues> {
  return cachedByTag(CACHE_TAGS.siteSettings, 'site-settings', async () => getSiteSettings(await getPayloadClient()))()
}
