import { redirect } from 'next/navigation'

import { ADMIN_VIEWS, type AdminViewKey, viewDecision } from '@/domain/roles'

/**
 * The server-side guard every admin view of ours calls first (Payload's custom views are public
 * by default): a visitor without a session goes to the admin login and comes back, an account
 * that may not enter the admin (an applicant) gets Payload's refusal page, and a team member
 * whose role this view does not serve gets 'forbidden' (the view then shows a refusal in the shell).
 */
export function guardView(user: unknown, view: AdminViewKey): 'show' | 'forbidden' {
  const decision = viewDecision(user, view)
  if (decision === 'login') redirect(`/admin/login?redirect=${encodeURIComponent(ADMIN_VIEWS[view].path)}`)
  if (decision === 'unauthorized') redirect('/admin/unauthorized')
  return decision
}
