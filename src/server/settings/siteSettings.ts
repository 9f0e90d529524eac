import type { Payload } from 'payload'

import { type Brand, brandForms, LEGAL_DEFAULTS, SITE_DEFAULTS } from '@/domain/brand'

import { CACHE_TAGS, cachedByTag } from '../cache'
import { type MediaImage, mediaImage } from '../content/media'
import { getPayloadClient } from '../payload'

export type LegalFacts = { [K in keyof typeof LEGAL_DEFAULTS]: string }

export type SiteSettingsValues = {
  brandName: string
  /** The brand's name and its « de » and « à » forms, for SPEC texts with `{brand}`. */
  brand: Brand
  tagline: string
  instagramUrl: string
  tiktokUrl: string
  contactEmail: string
  legal: LegalFacts
  /** The image an editor put in place of the home page's artwork, if any. */
  heroImage: MediaImage | null
}

/** The SiteSettings global (public read), with the defaults filling any empty value. */
export async function getSiteSettings(payload: Payload): Promise<SiteSettingsValues> {
  const stored = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 1 })
  const brandName = stored.brandName || SITE_DEFAULTS.brandName
  const derived = brandForms(brandName)
  const legal = Object.fromEntries(
    Object.entries(LEGAL_DEFAULTS).map(([key, fallback]) => [key, stored.legal?.[key as keyof LegalFacts] || fallback]),
  ) as LegalFacts
  return {
    brandName,
    brand: { name: brandName, of: stored.brandOf || derived.of, to: stored.brandTo || derived.to },
    tagline: stored.tagline || SITE_DEFAULTS.tagline,
    instagramUrl: stored.instagramUrl || SITE_DEFAULTS.instagramUrl,
    tiktokUrl: stored.tiktokUrl || SITE_DEFAULTS.tiktokUrl,
    contactEmail: stored.contactEmail || SITE_DEFAULTS.contactEmail,
    legal,
    heroImage: mediaImage(stored.heroImage),
  }
}

/** For pages: the settings from Next's data cache, expired by the SiteSettings hook. */
export async function cachedSiteSettings(): Promise<SiteSettingsValues> {
  return cachedByTag(CACHE_TAGS.siteSettings, 'site-settings', async () => getSiteSettings(await getPayloadClient()))()
}
