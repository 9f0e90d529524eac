import type { Payload } from 'payload'

import type { LegalFacts, SiteSettingsValues } from '@/domain/api/siteSettings'
import { AUDIT_RETENTION_YEARS } from '@/domain/audit'
import { BILLING_DEFAULTS, type BillingSettings, type PlanPrices } from '@/domain/billing/billingSettings'
import { brandForms, LEGAL_DEFAULTS, SITE_DEFAULTS } from '@/domain/brand'
import { FEEDBACK_COMMENT_MONTHS } from '@/domain/feedback'
import { NO_SHOW_FEE_DEFAULTS } from '@/domain/noShowFees'
import { NO_SHOW_POLICY_DEFAULTS, type NoShowPolicy } from '@/domain/noShowPolicy'
import { SPONSORSHIP_DEFAULTS, type SponsorshipSettings } from '@/domain/sponsorship'
import type { SiteSetting } from '@/payload-types'

import { mediaImage } from '../content/media'

type StoredBilling = SiteSetting['billing']
type StoredPrices = NonNullable<StoredBilling>['essential']

function planPrices(stored: StoredPrices, defaults: PlanPrices): PlanPrices {
  return {
    listPrice: stored?.listPrice ?? defaults.listPrice,
    founderPrice: stored?.founderPrice ?? defaults.founderPrice,
    annualPrice: stored?.annualPrice ?? null,
    under27Price: stored?.under27Price ?? null,
  }
}

/** The billing group, an empty amount meaning SPEC §9's price, or no such offer for the optional ones. */
function billingSettings(stored: StoredBilling): BillingSettings {
  return {
    essential: planPrices(stored?.essential, BILLING_DEFAULTS.essential),
    premium: planPrices(stored?.premium, BILLING_DEFAULTS.premium),
    foundersOpen: stored?.foundersOpen ?? BILLING_DEFAULTS.foundersOpen,
    testPrice: stored?.testPrice ?? null,
    minimumCommitmentMonths: stored?.minimumCommitmentMonths ?? BILLING_DEFAULTS.minimumCommitmentMonths,
    graceUntil: stored?.graceUntil ?? null,
    pauseOncePerMonths: stored?.pauseOncePerMonths ?? BILLING_DEFAULTS.pauseOncePerMonths,
    failedPaymentGraceDays: stored?.failedPaymentGraceDays ?? BILLING_DEFAULTS.failedPaymentGraceDays,
    retentionOffer: stored?.retentionOffer ?? BILLING_DEFAULTS.retentionOffer,
    retentionPauseMonths: stored?.retentionPauseMonths ?? BILLING_DEFAULTS.retentionPauseMonths,
    retentionDiscountPercent: stored?.retentionDiscountPercent ?? BILLING_DEFAULTS.retentionDiscountPercent,
  }
}

/** The sponsorship group: a quota left empty is the default one; an empty reward is none. */
function sponsorshipSettings(stored: SiteSetting['sponsorship']): SponsorshipSettings {
  return {
    quota: stored?.quota ?? SPONSORSHIP_DEFAULTS.quota,
    premiumQuota: stored?.premiumQuota ?? SPONSORSHIP_DEFAULTS.premiumQuota,
    reward: stored?.reward ?? SPONSORSHIP_DEFAULTS.reward,
    rewardDiscountPercent: stored?.rewardDiscountPercent ?? SPONSORSHIP_DEFAULTS.rewardDiscountPercent,
  }
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
    waitlistOfferHours: stored.waitlistOfferHours || SITE_DEFAULTS.waitlistOfferHours,
    feedbackCommentMonths: stored.feedbackCommentMonths || FEEDBACK_COMMENT_MONTHS.default,
    auditRetentionYears: stored.auditRetentionYears || AUDIT_RETENTION_YEARS.default,
    noShowPolicy: Object.fromEntries(
      Object.entries(NO_SHOW_POLICY_DEFAULTS).map(([key, fallback]) => [key, stored.noShowPolicy?.[key as keyof NoShowPolicy] || fallback]),
    ) as NoShowPolicy,
    noShowFee: {
      amountCents: Math.round((stored.noShowPolicy?.feeEuros ?? NO_SHOW_FEE_DEFAULTS.amountCents / 100) * 100),
      waiveFirst: stored.noShowPolicy?.waiveFirstFee ?? NO_SHOW_FEE_DEFAULTS.waiveFirst,
    },
    billing: billingSettings(stored.billing),
    sponsorship: sponsorshipSettings(stored.sponsorship),
    legal,
    heroImage: mediaImage(stored.heroImage),
  }
}
