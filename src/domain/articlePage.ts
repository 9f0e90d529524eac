/**
 * Reading an article's page to fill its form (the editor pastes its address): how far the
 * server's request may go, and what the editor reads when it cannot.
 */
export const ARTICLE_PAGE_LIMITS = {
  /** The whole reading, redirects included. */
  timeoutMs: 5_000,
  /** The most of the page read: its head must end within it. */
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
} as const

export const ARTICLE_PAGE_ERRORS = {
  unreadable: 'Impossible de lire cette page. Remplissez les champs vous-même.',
  refused: 'Impossible de lire cette page : son adresse mène à un réseau privé ou local.',
  timeout: 'Impossible de lire cette page : elle met trop de temps à répondre.',
  tooLarge: 'Impossible de lire cette page : elle est trop volumineuse.',
  notHtml: 'Impossible de lire cette page : cette adresse ne mène pas à une page web.',
  tooManyRedirects: 'Impossible de lire cette page : elle redirige trop de fois.',
} as const

export type ArticlePageError = keyof typeof ARTICLE_PAGE_ERRORS
