import { DEFAULT_BRAND, LEGAL_DEFAULTS, SITE_DEFAULTS } from '@/domain/brand'

/** The site settings a mail's frame reads, at their defaults (unit tests and the mail stories). */
export const MAIL_SETTINGS = {
  brandName: SITE_DEFAULTS.brandName,
  brand: DEFAULT_BRAND,
  contactEmail: SITE_DEFAULTS.contactEmail,
  legal: LEGAL_DEFAULTS,
}

/** The frame of a mail (header and footer) at these settings, for the mail stories. */
export const MAIL_FRAME = {
  brandName: MAIL_SETTINGS.brandName,
  contactEmail: MAIL_SETTINGS.contactEmail,
  publisher: MAIL_SETTINGS.legal.publisher,
  address: MAIL_SETTINGS.legal.address,
}
