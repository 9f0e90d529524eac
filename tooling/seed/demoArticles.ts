import type { ThemeId } from '@/domain/themes'

/** Demo articles for a fresh database: 8 across the themes, the first 5 active. */
export const DEMO_ARTICLES: {
  title: string
  description: string
  url: string
  source: string
  theme: ThemeId
  isBonus?: boolean
  bonusLabel?: string
  isActive: boolean
}[] = [
  {
    title: 'Ce que la sobriété énergétique change dans nos villes',
    description: 'Éclairage, chauffage, mobilités : enquête sur les communes qui ont pris de l’avance.',
    url: 'https://example.org/articles/sobriete-energetique-villes',
    source: 'Revue des territoires — Claire Martin',
    theme: 'environment-climate',
    isActive: true,
  },
  {
    title: 'La semaine de quatre jours, promesse ou mirage ?',
    description: 'Retour d’expérience de salariés et d’employeurs un an après le passage aux quatre jours.',
    url: 'https://example.org/articles/semaine-quatre-jours',
    source: 'Le Journal du travail — Hugo Lefèvre',
    theme: 'economy-work',
    isActive: true,
  },
  {
    title: 'Les conventions citoyennes peuvent-elles revitaliser la démocratie ?',
    description: 'Tirés au sort, des citoyens délibèrent : quels effets sur la décision publique ?',
    url: 'https://example.org/articles/conventions-citoyennes',
    source: 'Cahiers du débat public — Inès Roussel',
    theme: 'politics-democracy',
    isActive: true,
  },
  {
    title: 'L’intelligence artificielle au bureau : ce qui change vraiment',
    description: 'Des assistants de rédaction aux outils d’analyse, un panorama sans fantasme.',
    url: 'https://example.org/articles/ia-au-bureau',
    source: 'Futurs numériques — Samuel Nguyen',
    theme: 'technology-future',
    isActive: true,
  },
  {
    title: 'Musées : le retour des grandes expositions populaires',
    description: 'Files d’attente et records de fréquentation : pourquoi le public revient.',
    url: 'https://example.org/articles/grandes-expositions',
    source: 'Magazine des arts — Léa Dubois',
    theme: 'culture-creativity',
    isBonus: true,
    bonusLabel: 'Coup de cœur',
    isActive: true,
  },
  {
    title: 'Diplomatie de l’eau : les fleuves au cœur des tensions',
    description: 'Barrages, partage des ressources et négociations transfrontalières.',
    url: 'https://example.org/articles/diplomatie-eau',
    source: 'Regards géopolitiques — Omar Benali',
    theme: 'world-geopolitics',
    isActive: false,
  },
  {
    title: 'Le sport amateur, dernier lieu de mixité sociale ?',
    description: 'Clubs de quartier et bénévoles face à la hausse des coûts.',
    url: 'https://example.org/articles/sport-amateur-mixite',
    source: 'Société & Sport — Julie Perrin',
    theme: 'sport-society',
    isActive: false,
  },
  {
    title: 'Accès au logement : les jeunes actifs en première ligne',
    description: 'Loyers, garanties, colocation : comment se loger quand on débute ?',
    url: 'https://example.org/articles/logement-jeunes-actifs',
    source: 'L’Observatoire social — Nadia Kaci',
    theme: 'human-rights-social',
    isBonus: true,
    isActive: false,
  },
]
