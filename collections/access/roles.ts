import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { ADMIN_PANEL_ROLES, EDITORIAL_ROLES, hasRole } from '@/domain/roles'

/**
 * Access rules of DESIGN §4. `req.context` can only be set by server code calling the Local API
 * (never by an HTTP client), so a context flag marks writes our own route handlers vouch for.
 */
export type TrustedFlow = 'registration' | 'contact'

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

export function inFlow(req: PayloadRequest, flow: TrustedFlow): boolean {
  return req.context?.flow === flow
}

export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const editorial: Access = ({ req }) => isEditorialUser(req.user)
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)
export const anyone: Access = () => true

/** Admins see everything; a signed-in user only their own record. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export function adminOrFlow(flow: TrustedFlow): Access {
  return ({ req }) => isAdminUser(req.user) || inFlow(req, flow)
}

/** Fields the server sets during registration (step, completion, group…), never the client. */
export const adminOrRegistrationField: FieldAccess = ({ req }) =>
  isAdminUser(req.user) || inFlow(req, 'registration')
