import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { isAdminUser, isEditorialUser, type TrustedFlow } from '@/domain/roles'

/**
 * Access rules of DESIGN §4. `req.context` can only be set by server code calling the Local API
 * (never by an HTTP client), so a context flag (a TrustedFlow) marks writes our own route handlers vouch for.
 */
export function inFlow(req: PayloadRequest, flow: TrustedFlow): boolean {
  return req.context?.flow === flow
}

export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const editorial: Access = ({ req }) => isEditorialUser(req.user)
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)
export const anyone: Access = () => true
/**
 * An entry of Payload's navigation (admin.hidden) that only admins see: an editor's menu holds only
 * their job, and Payload answers its list and document views for them as « introuvable ».
 */
export const hiddenUnlessAdmin = ({ user }: { user: unknown }): boolean => !isAdminUser(user)

/** Admins see everything; a signed-in user only their own record. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

const APPLICANT_WRITE_FLOWS: TrustedFlow[] = ['registration', 'account', 'password', 'profile', 'newsletter']

/**
 * Writes to a user record (DESIGN §4): admins any; editors their own (the admin's account page);
 * applicants their own only through our /api routes, which set a flow — never through /cms-api.
 */
export const userUpdate: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const ownFlow = APPLICANT_WRITE_FLOWS.some((flow) => inFlow(req, flow))
  return isEditorialUser(req.user) || ownFlow ? { id: { equals: req.user.id } } : false
}

/**
 * An applicant's account is deleted by its owner through DELETE /api/me (which erases everything)
 * or by an admin; a team account only by another admin, never by its holder: the team keeps an
 * admin, and a second person stands behind the removal of an account whose acts the log records.
 */
export const userDelete: Access = ({ req }) => {
  if (isAdminUser(req.user) && req.user) return { id: { not_equals: req.user.id } }
  return req.user && inFlow(req, 'erasure') ? { id: { equals: req.user.id } } : false
}

export function adminOrFlow(flow: TrustedFlow): Access {
  return ({ req }) => isAdminUser(req.user) || inFlow(req, flow)
}

/** Fields the server sets during registration (step, completion, group…), never the client. */
export const adminOrRegistrationField = adminOrFlowField('registration')

/** Fields the server sets in one of these flows (an address confirmed, a password chosen…). */
export function adminOrFlowField(...flows: TrustedFlow[]): FieldAccess {
  return ({ req }) => isAdminUser(req.user) || flows.some((flow) => inFlow(req, flow))
}

/** Fields an admin writes only through one of our routes (which sets the flow), never through /cms-api or Payload's form. */
export function adminInFlowField(flow: TrustedFlow): FieldAccess {
  return ({ req }) => isAdminUser(req.user) && inFlow(req, flow)
}
