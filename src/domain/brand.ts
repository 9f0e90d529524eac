/** Defaults of the SiteSettings global, so that `{brand}` in SPEC texts always resolves. */
export const SITE_DEFAULTS = {
  brandName: 'Le Cercle',
  tagline: 'Le cercle vivant des conversations d’actualité, autour d’une table.',
  instagramUrl: 'https://www.instagram.com/lecercle.diners',
  tiktokUrl: 'https://www.tiktok.com/@lecercle.diners',
  contactEmail: 'equipe@lecercle.example',
  /** Inside the last 48 hours, how long a freed seat is held for the next on the waitlist. */
  waitlistOfferHours: 4,
} as const

/**
 * The brand as French grammar needs it: « Le Cercle », « l’équipe du Cercle », « bienvenue au
 * Cercle ». SPEC texts write `{brand}`, `{brand:de}` and `{brand:à}`.
 */
export type Brand = { name: string; of: string; to: string }

/** The « de » and « à » forms of a name, contracting its article (Le → du/au, Les → des/aux). */
export function brandForms(name: string): Brand {
  const article = /^(?:(les|le|la)\s+|(l)[’'])(.+)$/i.exec(name.trim())
  if (!article) return { name, of: `de ${name}`, to: `à ${name}` }
  const [, word, elided, rest] = article
  switch ((word ?? elided).toLowerCase()) {
    case 'le':
      return { name, of: `du ${rest}`, to: `au ${rest}` }
    case 'la':
      return { name, of: `de la ${rest}`, to: `à la ${rest}` }
    case 'les':
      return { name, of: `des ${rest}`, to: `aux ${rest}` }
    default:
      return { name, of: `de l’${rest}`, to: `à l’${rest}` }
  }
}

export const DEFAULT_BRAND: Brand = brandForms(SITE_DEFAULTS.brandName)

/** Fills a SPEC text's `{brand}`, `{brand:de}` and `{brand:à}` with the brand's right form. */
export function withBrand(text: string, brand: Brand = DEFAULT_BRAND): string {
  return text.replaceAll('{brand:de}', brand.of).replaceAll('{brand:à}', brand.to).replaceAll('{brand}', brand.name)
}

/**
 * The publisher's facts the legal notice shows (LCEN art. 6): the site settings hold them, and
 * the README says what a club must fill in. These example values are the demo club's.
 */
export const LEGAL_DEFAULTS = {
  publisher: 'Association Le Cercle, association loi 1901',
  address: '12 rue de la Conversation, 75011 Paris',
  registration: 'RNA W751234567',
  director: 'la présidente de l’association',
  host: 'Scaleway SAS, 8 rue de la Ville-l’Évêque, 75008 Paris',
} as const
