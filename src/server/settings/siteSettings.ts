import type { Payload } from 'payload'

import type { LegalFacts, SiteSettingsValues } from '@/domain/api/siteSettings'
import { AUDIT_RETENTION_YEARS } from '@/domain/audit'
import { brandForms, LEGAL_DEFAULTS, SITE_DEFAULTS } from '@/domain/brand'
import { FEEDBACK_COMMENT_MONTHS } from '@/domain/feedback'
import { NO_SHOW_POLICY_DEFAULTS, type NoShowPolicy } from '@/domain/noShowPolicy'

import { mediaImage } from '../content/media'

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
    waitlistOfferHours: stored.waitlistOfferHours || SITE_DEFAULTS.waitlistOfferHours,
    feedbackCommentMonths: stored.feedbackCommentMonths || FEEDBACK_COMMENT_MONTHS.default,
    auditRetentionYears: stored.auditRetentionYears || AUDIT_RETENTION_YEARS.default,
    noShowPolicy: Object.fromEntries(
      Object.entries(NO_SHOW_POLICY_DEFAULTS).map(([key, fallback]) => [key, stored.noShowPolicy?.[key as keyof NoShowPolicy] || fallback]),
    ) as NoShowPolicy,
    legal,
    heroImage: mediaImage(stored.heroImage),
  }
}
