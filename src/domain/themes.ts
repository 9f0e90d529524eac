/**
 * The eight conversation themes (SPEC §3). Ids are stored on users and articles.
 * Colours: eight hues of the same luminance, far apart (CIEDE2000), each readable as text on
 * white and on its tint (themeTint), and visible as a dot on the site and in the admin's light
 * and dark themes (tests/unit/themeColours.test.ts).
 */
export const THEMES = [
  {
    id: 'culture-creativity',
    title: 'Culture & Créativité',
    description: 'Arts, littérature, cinéma, patrimoine : ce que la création dit de notre époque.',
    color: '#a8500f',
  },
  {
    id: 'environment-climate',
    title: 'Environnement & Climat',
    description: 'Transition écologique, biodiversité, énergie : les choix qui engagent l’avenir.',
    color: '#2a7430',
  },
  {
    id: 'economy-work',
    title: 'Économie & Travail',
    description: 'Entreprises, emploi, pouvoir d’achat : comment nous produisons et partageons.',
    color: '#766417',
  },
  {
    id: 'politics-democracy',
    title: 'Politique & Démocratie',
    description: 'Institutions, élections, débat public : la vie démocratique décryptée.',
    color: '#2563b8',
  },
  {
    id: 'world-geopolitics',
    title: 'Monde & Géopolitique',
    description: 'Conflits, diplomatie, rapports de force : comprendre les équilibres du monde.',
    color: '#6f47d6',
  },
  {
    id: 'technology-future',
    title: 'Technologie & Futur',
    description: 'Numérique, intelligence artificielle, sciences : ce qui transforme nos vies.',
    color: '#1b6f78',
  },
  {
    id: 'sport-society',
    title: 'Sport & Société',
    description: 'Le sport comme miroir de la société : enjeux, passions et valeurs.',
    color: '#c22a4a',
  },
  {
    id: 'human-rights-social',
    title: 'Droits humains & enjeux sociaux',
    description: 'Égalité, libertés, inclusion : les combats qui font bouger la société.',
    color: '#a83287',
  },
] as const

export type ThemeId = (typeof THEMES)[number]['id']
type Theme = (typeof THEMES)[number]

export const THEME_IDS = THEMES.map((t) => t.id) as [ThemeId, ...ThemeId[]]

/** Colour used when an article or user carries an unknown theme (SPEC §3). */
export const UNKNOWN_THEME_COLOR = '#626975'

function findTheme(id: string | null | undefined): Theme | undefined {
  return THEMES.find((t) => t.id === id)
}

export function isThemeId(id: string): id is ThemeId {
  return findTheme(id) !== undefined
}

export function themeColor(id: string | null | undefined): string {
  return findTheme(id)?.color ?? UNKNOWN_THEME_COLOR
}

export function themeTitle(id: string | null | undefined): string {
  return findTheme(id)?.title ?? 'Thématique inconnue'
}

/** How much of a theme's colour tints the background of its badge (themeTint). */
export const THEME_TINT_SHARE = 0.1

/** The light background a theme's colour is written on (its badge): the colour mixed into white. */
export function themeTint(color: string): string {
  return `color-mix(in srgb, ${color} ${THEME_TINT_SHARE * 100}%, white)`
}
