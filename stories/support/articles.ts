import type { AdminArticle } from '@/domain/api/articles'

/** Articles as the curation list receives them. */
export const ACTIVE_ARTICLE: AdminArticle = {
  id: 1,
  title: 'Ce que la sobriété énergétique change dans nos villes',
  description: 'Éclairage, chauffage, mobilités : enquête sur les communes qui ont pris de l’avance.',
  url: 'https://example.org/articles/sobriete',
  source: 'Revue des territoires — Claire Martin',
  theme: 'environment-climate',
  isBonus: false,
  bonusLabel: '',
  isActive: true,
  position: 1,
}

export const BONUS_ARTICLE: AdminArticle = {
  ...ACTIVE_ARTICLE,
  id: 2,
  title: 'Musées : le retour des grandes expositions',
  theme: 'culture-creativity',
  isBonus: true,
  bonusLabel: 'Coup de cœur',
  position: 2,
}

export const INACTIVE_ARTICLE: AdminArticle = {
  ...ACTIVE_ARTICLE,
  id: 3,
  title: 'Le sport amateur, dernier lieu de mixité sociale ?',
  theme: 'sport-society',
  isActive: false,
  position: 3,
}
