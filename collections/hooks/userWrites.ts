import { Forbidden, type CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/domain/roles'

/**
 * What an account may change of itself, whatever the path (DESIGN §4). Admins may change
 * anything (a new address they set is unproven). Everyone else:
 * - changes the e-mail address only by confirming the new one (flow 'account');
 * - sets a password only with the current one or the reset link (flow 'password'), or when
 *   the account has none yet (step 7 of the wizard);
 * - never changes an application once it is submitted.
 */
export const guardUserWrites: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (isAdminUser(req.user)) {
    // An address an admin types in is not proven by its holder.
    if (data.email !== undefined && data.email !== originalDoc.email && req.context?.flow !== 'account') data.emailVerifiedAt = null
    return data
  }
  const flow = req.context?.flow
  if (data.email !== undefined && data.email !== originalDoc.email && flow !== 'account') throw new Forbidden(req.t)
  const settingFirstPassword = flow === 'registration' && originalDoc.hasPassword === false
  if (data.password !== undefined && flow !== 'password' && !settingFirstPassword) throw new Forbidden(req.t)
  if (originalDoc.registrationCompleted && flow === 'registration') throw new Forbidden(req.t)
  return data
}
