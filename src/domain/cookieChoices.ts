/**
 * What the /cookies page says of each category and of the visitor's choice. Apart from consent.ts,
 * which every page's banner and analytics read: these texts are the /cookies page's alone.
 */
import type { CookieCategory, CookiePreferences } from './consent'

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
 * What /cookies says was chosen, from the categories actually on (never « Vous avez
 * accepté les cookies » when only one category was, though SPEC's stored consent says 'accepted').
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
