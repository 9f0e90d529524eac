/** The site's main pages: every public page, the registration and the login (bench:lighthouse's list too). */
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
