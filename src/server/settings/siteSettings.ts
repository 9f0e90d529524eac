import type { Payload } from 'payload'

import { SITE_DEFAULTS } from '@/domain/brand'

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
