import { BILLING_PRIVACY_HEADING } from './billing/billingPrivacy'
import { KEPT_AFTER_ERASURE_HEADING } from './keptAfterErasure'

/** Labels of the content editors change in Payload's admin: pages, images, settings. */
export const CONTENT_GROUP = 'Contenu du site'
/** The navigation group of the accounts, the contact messages and the site's settings (admins only). */
export const CLUB_GROUP = 'Comptes et réglages'
/**
 * The group of a collection whose job one of our views does (« Dîners et tables », « Gestion des
 * Articles »): out of the navigation, so that each job has one entry, its routes still open (the
 * views and « Journal » link to its records).
 */
export const SERVED_BY_A_VIEW = false

export const SETTINGS_LABELS = {
  waitlistOfferHours: 'Délai pour accepter une place libérée (heures)',
  waitlistOfferHoursHelp:
    'À moins de 48 heures du dîner, une place libérée est proposée au suivant sur la liste d’attente, qui a ce délai pour l’accepter ; ensuite, elle passe au suivant.',
  brandOf: 'Forme « de » du nom',
  brandOfHelp: 'Par exemple « du Cercle » pour « l’équipe du Cercle ». Vide : déduite du nom.',
  brandTo: 'Forme « à » du nom',
  brandToHelp: 'Par exemple « au Cercle » pour « bienvenue au Cercle ». Vide : déduite du nom.',
  heroImage: 'Image de l’accueil',
  artworkHelp: 'Remplace l’illustration du site. Vide : l’illustration d’origine.',
  legal: 'Mentions légales',
  legalHelp: 'Les informations que la loi impose de publier (LCEN, article 6) : à remplir avec celles du club.',
  publisher: 'Éditeur (nom et forme juridique)',
  address: 'Adresse du siège',
  registration: 'Numéro d’immatriculation (RNA ou SIREN)',
  director: 'Directeur ou directrice de la publication',
  host: 'Hébergeur (nom, adresse, téléphone)',
} as const

export const PAGE_FIELD_LABELS = {
  kicker: 'Surtitre',
  title: 'Titre',
  intro: 'Introduction',
  body: 'Texte de la page',
  artwork: 'Illustration',
  steps: 'Étapes',
  step: 'Étape',
  stepTitle: 'Titre de l’étape',
  stepText: 'Texte de l’étape',
  faq: 'Questions fréquentes',
  question: 'Question',
  answer: 'Réponse',
} as const

export const MEDIA_LABELS = {
  singular: 'Image',
  plural: 'Images',
  alt: 'Texte alternatif',
  altHelp: 'Ce que montre l’image, pour les personnes qui ne la voient pas. Obligatoire.',
} as const

/** The editable pages: their Payload global and their address on the site. */
export const CONTENT_PAGES = {
  manifesto: { slug: 'page-manifeste', label: 'Page « Manifeste »', path: '/manifeste' },
  howItWorks: { slug: 'page-comment-ca-marche', label: 'Page « Comment ça marche »', path: '/comment-ca-marche' },
  legalNotice: { slug: 'page-mentions-legales', label: 'Page « Mentions légales »', path: '/mentions-legales' },
  privacy: { slug: 'page-confidentialite', label: 'Page « Confidentialité »', path: '/confidentialite' },
} as const

export type ContentPageKey = keyof typeof CONTENT_PAGES

/** Headings the legal notice builds from the site settings, above the editors' text. */
export const LEGAL_NOTICE = {
  publisherHeading: 'Éditeur',
  publisher: 'Éditeur',
  address: 'Siège',
  registration: 'Immatriculation',
  director: 'Directeur de la publication',
  contact: 'Contact',
  hostHeading: 'Hébergement',
} as const

const NUMBER_WORDS = ['Une', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit', 'Neuf', 'Dix', 'Onze', 'Douze']

/** The heading over the how-it-works steps, which editors may add or remove: « Six étapes ». */
export function stepsHeading(count: number): string {
  const word = NUMBER_WORDS[count - 1] ?? String(count)
  return count === 1 ? `${word} étape` : `${word} étapes`
}

/** Under the privacy policy, whatever editors write: where to exercise one's rights (the settings' address). */
export const PRIVACY_CONTACT = 'Pour exercer vos droits ou pour toute question sur vos données, écrivez-nous à'

/** What the privacy page's editors read above their text: the site adds its own parts below it. */
export const PRIVACY_SITE_PARTS = `Sous ce texte, le site ajoute de lui-même les sections « ${BILLING_PRIVACY_HEADING} » et « ${KEPT_AFTER_ERASURE_HEADING} », et l’adresse de contact des réglages du site.`

/** The editable pages' edit view: a link to the page, and the live preview's two widths (DESIGN's 390 and 1440 px). */
export const PAGE_PREVIEW = {
  viewPage: 'Voir la page',
  newTab: '(nouvel onglet)',
  breakpoints: [
    { name: 'telephone', label: 'Téléphone (390 px)', width: 390, height: 844 },
    { name: 'ordinateur', label: 'Ordinateur (1440 px)', width: 1440, height: 900 },
  ],
} as const
