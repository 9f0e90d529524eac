import { VENUE_MAP_TEXT } from './venue'

/**
 * The member's space (/status) built around the next dinner: its sections in order, the short
 * contents list that moves between them on a phone, and their words (texts ours; SPEC is silent).
 */
export const MEMBER_SPACE_SECTIONS = {
  membership: { id: 'adhesion', label: 'Mon adhésion' },
  dinners: { id: 'mes-diners', label: 'Mes dîners' },
  open: { id: 'diners-ouverts', label: 'Dîners ouverts' },
  past: { id: 'diners-passes', label: 'Dîners passés' },
  account: { id: 'mes-reglages', label: 'Mes réglages' },
} as const

/** The next dinner, first in « Mes dîners ». */
export const NEXT_DINNER_ANCHOR = 'prochain-diner'

/** « Mes dîners » in the site's menu: the space, at its dinners (« Mon espace » opens it at the top). */
export const MEMBER_DINNERS_PATH = `/status#${MEMBER_SPACE_SECTIONS.dinners.id}`

export const MEMBER_SPACE_TEXTS = {
  contents: 'Dans mon espace',
  nextHeading: 'Mon prochain dîner',
  noNext: 'Vous n’avez pas de dîner à venir.',
  seeOpen: 'Voir les dîners ouverts',
  laterHeading: 'Mes autres dîners à venir',
  notMarked: 'Présence pas encore notée',
  history: 'Annulations ({count})',
  historyHint: 'Les dîners annulés, par vous ou par l’équipe.',
  accountHeading: 'Mes réglages',
  map: VENUE_MAP_TEXT,
  /** Holds the visible words, as a link's name must. */
  mapLabel: `${VENUE_MAP_TEXT} : {venue} (OpenStreetMap, nouvel onglet)`,
  tablemates: 'À votre table : {names}.',
  calendar: 'Ajouter à mon agenda :',
  calendarLabel: '{service} : ajouter ce dîner',
  feedLabel: '{service} : m’abonner à mes dîners',
  bookAgain: 'Réserver de nouveau',
} as const
