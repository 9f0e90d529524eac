import { redirect } from 'next/navigation'

/**
 * /admin/forgot: the site's own page, which sends the link with a rate limit and without saying
 * whether the address has an account (Payload's endpoint for it is closed).
 */
export function ForgotPasswordRedirect(): never {
  redirect('/mot-de-passe-oublie')
}
