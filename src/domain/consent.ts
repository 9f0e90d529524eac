/** Cookie consent (SPEC §3 "Browser-stored preferences", §4, §9; DESIGN §7). */
export const CONSENT_KEY = 'cookie-consent'
export const CONSENT_DATE_KEY = 'cookie-consent-date'
export const PREFERENCES_KEY = 'cookie-preferences'
export const PREFERENCES_CONSENT_KEY = 'cookie-preferences-consent'

/** A choice is asked again after 13 months (CNIL); analytics data is kept at most 25 months. */
export const CONSENT_MAX_AGE_MONTHS = 13
export const ANALYTICS_DATA_MAX_AGE_MONTHS = 25

export type BannerConsent = 'accepted' | 'rejected'

/**
 * A script run as the page is parsed, right after the server-rendered banner: a visitor whose
 * choice is stored (and under 13 months old) never sees the banner, not even for a frame. The
 * same rule as readBannerConsent (src/client/consentStorage.ts), in plain ES5.
 */
export const HIDE_BANNER_WHEN_CHOSEN = `try{var s=localStorage,v=s.getItem(${JSON.stringify(CONSENT_KEY)}),t=Date.parse(s.getItem(${JSON.stringify(CONSENT_DATE_KEY)})||''),l=new Date();l.setMonth(l.getMonth()-${CONSENT_MAX_AGE_MONTHS});if((v==='accepted'||v==='rejected')&&t>=l.getTime())document.currentScript.previousElementSibling.style.display='none'}catch(e){}`
export type PreferencesConsent = 'accepted' | 'partial' | 'rejected'
export type CookieCategory = 'necessary' | 'functionality' | 'performance' | 'advertising'
export type CookiePreferences = Record<CookieCategory, boolean>

export const ALL_ACCEPTED: CookiePreferences = { necessary: true, functionality: true, performance: true, advertising: true }
export const ALL_REFUSED: CookiePreferences = { necessary: true, functionality: false, performance: false, advertising: false }

export const COOKIE_CATEGORIES: { id: CookieCategory; title: string; description: string }[] = [
  {
    id: 'necessary',
    title: 'Cookies nécessaires',
    description:
      'Indispensables au fonctionnement du site (session de connexion, mémorisation de vos choix). Ils ne peuvent pas être désactivés.',
  },
  {
    id: 'functionality',
    title: 'Cookies de fonctionnalité',
    description: 'Ils retiennent vos préférences d’affichage pour personnaliser votre visite.',
  },
  {
    id: 'performance',
    title: 'Cookies de performance',
    description:
      'Mesure d’audience anonymisée : pages vues, parcours et clics, pour améliorer le site. Les saisies ne sont jamais enregistrées.',
  },
  {
    id: 'advertising',
    title: 'Cookies publicitaires',
    description: 'Aucun aujourd’hui. Ils serviraient à mesurer l’efficacité de nos campagnes.',
  },
]

/** Each optional category as the /cookies page's sentence names it. */
const CHOICE_NAMES: Record<Exclude<CookieCategory, 'necessary'>, string> = {
  functionality: 'les cookies de fonctionnalité',
  performance: 'les cookies de performance',
  advertising: 'les cookies publicitaires',
}

export const NO_CHOICE_YET = 'Aucun choix enregistré pour le moment.'

const list = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : names[0])

/**
 * What /cookies says was chosen, from the categories actually on (issue 12: it said « Vous avez
 * accepté les cookies » when only one category was, as SPEC's stored consent says 'accepted').
 */
export function describeCookieChoice(preferences: CookiePreferences | null): string {
  if (!preferences) return NO_CHOICE_YET
  const categories = Object.keys(CHOICE_NAMES) as (keyof typeof CHOICE_NAMES)[]
  const accepted = categories.filter((category) => preferences[category]).map((category) => CHOICE_NAMES[category])
  const refused = categories.filter((category) => !preferences[category]).map((category) => CHOICE_NAMES[category])
  if (refused.length === 0) return 'Vous avez accepté tous les cookies.'
  if (accepted.length === 0) return 'Vous avez refusé les cookies non essentiels.'
  return `Vous avez accepté ${list(accepted)}, et refusé ${list(refused)}.`
}

/** SPEC §4: changing one category stores partial, or accepted when it is switched on. */
export function consentAfterToggle(switchedOn: boolean): PreferencesConsent {
  return switchedOn ? 'accepted' : 'partial'
}
