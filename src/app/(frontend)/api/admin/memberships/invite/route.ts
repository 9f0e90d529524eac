import { requireAdmin } from '@/server/auth/session'
import { inviteApprovedBefore } from '@/server/billing/teamActions'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Inviter les membres déjà approuvés »: one mail each to the members approved before paid membership, once (admins). */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireAdmin(payload, req)
  return json(await inviteApprovedBefore(payload, user))
})
