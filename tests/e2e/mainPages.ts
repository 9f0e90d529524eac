/** The site's main pages: every public page, the registration and the login (issue 26's list). */
export const MAIN_PAGES = [
  '/',
  '/manifeste',
  '/comment-ca-marche',
  '/thematiques',
  '/cookies',
  '/inscription',
  '/login',
  '/mentions-legales',
  '/confidentialite',
]
