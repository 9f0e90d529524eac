import { NewsletterPanel as Panel } from '@components/admin/newsletter/NewsletterPanel'

import { isAdminUser, isEditorialUser } from '@/domain/roles'

/** The newsletter global's preview, test and « maintenant »: drawn for editors and admins, whose routes check the role again. */
export function NewsletterPanel({ user }: { user?: unknown }) {
  if (!isEditorialUser(user)) return null
  return <Panel canSendNow={isAdminUser(user)} />
}
