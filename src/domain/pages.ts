/** The public pages: the header shows the first four, the sitemap lists them all. */
export const PUBLIC_PAGES = [
  { path: '/', label: 'Accueil', inHeader: true },
  { path: '/manifeste', label: 'Manifeste', inHeader: true },
  { path: '/comment-ca-marche', label: 'Comment ça marche', inHeader: true },
  { path: '/thematiques', label: 'Thématiques', inHeader: true },
  { path: '/cookies', label: 'Cookies', inHeader: false },
  { path: '/mentions-legales', label: 'Mentions légales', inHeader: false },
  { path: '/confidentialite', label: 'Confidentialité', inHeader: false },
] as const

export const HEADER_LINKS = PUBLIC_PAGES.filter((page) => page.inHeader)

/**
 * Pages for people with an account whose HTML is nevertheless the same for everyone (the
 * session is read by the browser): served like the public pages, and never in the sitemap.
 */
export const SESSION_SHELL_PAGES = [
  '/inscription',
  '/adhesion',
  '/confirmation',
  '/registration',
  '/registration-fixed',
  '/registration-simple',
  '/status',
  '/login',
  '/mot-de-passe-oublie',
] as const

/** The account link of the header, the drawer and the footer: to log in, or to one's space once logged in. */
export const ACCOUNT_LINK = {
  signIn: { label: 'Se connecter', path: '/login' },
  mySpace: { label: 'Mon espace', path: '/status' },
} as const

/** The site's own error pages: in French, inside the site's layout. */
export const ERROR_PAGES = {
  notFound: {
    kicker: 'Erreur 404',
    title: 'Cette page n’existe pas',
    text: 'L’adresse a peut-être changé, ou la page a été retirée. Les principales pages du site restent à portée de main ci-dessous.',
  },
  error: {
    kicker: 'Erreur',
    title: 'Cette page n’a pas pu s’afficher',
    text: 'Un incident passager nous empêche d’afficher cette page. Vous pouvez réessayer dans un instant.',
    persists: 'Si cela persiste, écrivez-nous à l’adresse indiquée en bas de page.',
    retry: 'Réessayer',
  },
  home: 'Retour à l’accueil',
  contact: 'Écrire à l’équipe',
} as const
