/** Who uses the site (DESIGN §4): the team's roles enter Payload's admin, applicants never do. */
export const ROLES = ['admin', 'editor', 'applicant'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrateur',
  editor: 'Éditeur',
  applicant: 'Membre ou candidat',
}

/** The roles that may enter Payload's admin panel at all. */
export const ADMIN_PANEL_ROLES: readonly Role[] = ['admin', 'editor']
/** Who curates the articles and the editorial content (editors never see applicants, DESIGN §4). */
export const EDITORIAL_ROLES: readonly Role[] = ['admin', 'editor']

/** Our admin views and the roles each one serves (checked on the server, DESIGN §12). */
export const ADMIN_VIEWS = {
  // Editors get a dashboard of their own there, with no applicant data.
  dashboard: { path: '/admin', roles: ['admin', 'editor'] },
  abtest: { path: '/admin/abtest', roles: ['admin'] },
  articles: { path: '/admin/articles', roles: ['admin', 'editor'] },
  // The dinners, their bookings and tables touch members' personal data: admins only.
  dinners: { path: '/admin/dinners', roles: ['admin'] },
  // Who has paid, and how much: admins only.
  memberships: { path: '/admin/adhesions', roles: ['admin'] },
  // Who did what to whom: admins only.
  journal: { path: '/admin/journal', roles: ['admin'] },
} as const satisfies Record<string, { path: string; roles: readonly Role[] }>
export type AdminViewKey = keyof typeof ADMIN_VIEWS

/** The admin's refusal view, under /admin: what a team member gets on a screen of another role. */
export const REFUSAL_PATH = '/acces-refuse'

/**
 * The writes our own route handlers vouch for (DESIGN §4): server code sets one as
 * `req.context.flow` when it calls the Local API, which an HTTP client never can.
 */
export type TrustedFlow =
  | 'registration' // the wizard's steps (POST /api/register, /api/registration/…)
  | 'contact' // a contact message
  | 'account' // the e-mail address: confirmation, change confirmed
  | 'password' // a new password given with the current one, or by the reset link
  | 'profile' // a member's table answers (PUT /api/me/profile)
  | 'newsletter' // the weekly newsletter, asked for or stopped (PUT /api/me/newsletter)
  | 'erasure' // DELETE /api/me
  | 'review' // a decision on an application, or its reversal (POST /api/admin/applications/…)

export function isAdminUser(user: unknown): boolean {
  return hasRole(user, ['admin'])
}

/** Admins and editors: Payload's admin panel, the articles and the editorial content. */
export function isEditorialUser(user: unknown): boolean {
  return hasRole(user, EDITORIAL_ROLES)
}

export function canEnterAdminPanel(user: unknown): boolean {
  return hasRole(user, ADMIN_PANEL_ROLES)
}

export function hasRole(user: unknown, roles: readonly Role[]): boolean {
  const role = roleOf(user)
  return role !== null && roles.includes(role)
}

export function roleOf(user: unknown): Role | null {
  const role = user && typeof user === 'object' ? (user as { role?: unknown }).role : undefined
  return ROLES.includes(role as Role) ? (role as Role) : null
}

/** What a view answers a visitor: the view, the login page, Payload's refusal, or an in-shell refusal. */
export type ViewDecision = 'show' | 'login' | 'unauthorized' | 'forbidden'

export function viewDecision(user: unknown, view: AdminViewKey): ViewDecision {
  const role = roleOf(user)
  if (!user) return 'login'
  if (!role || !ADMIN_PANEL_ROLES.includes(role)) return 'unauthorized'
  return (ADMIN_VIEWS[view].roles as readonly Role[]).includes(role) ? 'show' : 'forbidden'
}
