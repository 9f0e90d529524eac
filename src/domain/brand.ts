/** Defaults of the SiteSettings global, so that `{brand}` in SPEC texts always resolves. */
export const SITE_DEFAULTS = {
  brandName: 'Le Cercle',
  tagline: 'Le cercle vivant des conversations d’actualité, autour d’une table.',
  instagramUrl: 'https://www.instagram.com/lecercle.diners',
  tiktokUrl: 'https://www.tiktok.com/@lecercle.diners',
  contactEmail: 'equipe@lecercle.example',
} as const

/** Replaces `{brand}` in a SPEC text with the configured brand name. */
export function withBrand(text: string, brandName: string = SITE_DEFAULTS.brandName): string {
  return text.replaceAll('{brand}', brandName)
}
