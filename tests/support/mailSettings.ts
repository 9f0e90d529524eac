import { DEFAULT_BRAND, LEGAL_DEFAULTS, SITE_DEFAULTS } from '@/domain/brand'

/** The site settings a mail's frame reads, at their defaults (unit tests and the mail stories). */
export const MAIL_SETTINGS = {
  brandName: SITE_DEFAULTS.brandName,
  brand: DEFAULT_BRAND,
  contactEmail: SITE_DEFAULTS.contactEmail,
  legal: LEGAL_DEFAULTS,
}
