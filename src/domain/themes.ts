/** The eight conversation themes (SPEC §3). Ids are stored on users and articles. */
export const THEMES = [
  {
    id: 'culture-creativity',
    title: 'Culture & Créativité',
    description: 'Arts, littérature, cinéma, patrimoine : ce que la création dit de notre époque.',
    color: '#c2410c',
  },
  {
    id: 'environment-climate',
    title: 'Environnement & Climat',
    description: 'Transition écologique, biodiversité, énergie : les choix qui engagent l’avenir.',
    color: '#15803d',
  },
  {
    id: 'economy-work',
    title: 'Économie & Travail',
    description: 'Entreprises, emploi, pouvoir d’achat : comment nous produisons et partageons.',
    color: '#b45309',
  },
  {
    id: 'politics-democracy',
    title: 'Politique & Démocratie',
    description: 'Institutions, élections, débat public : la vie démocratique décryptée.',
    color: '#1d4ed8',
  },
  {
    id: 'world-geopolitics',
    title: 'Monde & Géopolitique',
    description: 'Conflits, diplomatie, rapports de force : comprendre les équilibres du monde.',
    color: '#7e22ce',
  },
  {
    id: 'technology-future',
    title: 'Technologie & Futur',
    description: 'Numérique, intelligence artificielle, sciences : ce qui transforme nos vies.',
    color: '#0e7490',
  },
  {
    id: 'sport-society',
    title: 'Sport & Société',
    description: 'Le sport comme miroir de la société : enjeux, passions et valeurs.',
    color: '#be123c',
  },
  {
    id: 'human-rights-social',
    title: 'Droits humains & enjeux sociaux',
    description: 'Égalité, libertés, inclusion : les combats qui font bouger la société.',
    color: '#a16207',
  },
] as const

export type ThemeId = (typeof THEMES)[number]['id']
export type Theme = (typeof THEMES)[number]

export const THEME_IDS = THEMES.map((t) => t.id) as [ThemeId, ...ThemeId[]]

/** Colour used when an article or user carries an unknown theme (SPEC §3). */
export const UNKNOWN_THEME_COLOR = '#6b7280'

export function findTheme(id: string | null | undefined): Theme | undefined {
  return THEMES.find((t) => t.id === id)
}

export function themeColor(id: string | null | undefined): string {
  return findTheme(id)?.color ?? UNKNOWN_THEME_COLOR
}

export function themeTitle(id: string | null | undefined): string {
  return findTheme(id)?.title ?? 'Thématique inconnue'
}
