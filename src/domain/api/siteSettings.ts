import type { BillingSettings } from '@/domain/billing/billingSettings'
import type { Brand, LEGAL_DEFAULTS } from '@/domain/brand'
import type { NoShowFeeSettings } from '@/domain/noShowFees'
import type { NoShowPolicy } from '@/domain/noShowPolicy'
import type { SponsorshipSettings } from '@/domain/sponsorship'

import type { MediaImage } from './media'

/** The publisher's legal facts (LCEN), each filled from the settings or the default. */
export type LegalFacts = { [K in keyof typeof LEGAL_DEFAULTS]: string }

export type SiteSettingsValues = {
  brandName: string
  /** The brand's name and its « de » and « à » forms, for SPEC texts with `{brand}`. */
  brand: Brand
  tagline: string
  instagramUrl: string
  tiktokUrl: string
  contactEmail: string
  /** Inside the last 48 hours, how long a freed seat waits for the next on the waitlist to accept it. */
  waitlistOfferHours: number
  /** How long a feedback comment is kept (the scores stay). */
  feedbackCommentMonths: number
  /** How long the audit log keeps its entries. */
  auditRetentionYears: number
  /** What absences without notice bring (the member's space states it). */
  noShowPolicy: NoShowPolicy
  /** The fee charged for an absence without notice once final (0: none), and the first one's waiver. */
  noShowFee: NoShowFeeSettings
  /** The plans' prices and the grace of members approved before paid membership (SPEC §9's defaults filling the gaps). */
  billing: BillingSettings
  /** Invitations per quarter and the sponsor's reward. */
  sponsorship: SponsorshipSettings
  legal: LegalFacts
  /** The image an editor put in place of the home page's artwork, if any. */
  heroImage: MediaImage | null
}
