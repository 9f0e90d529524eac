import { deleteAccount } from '@/server/account/dataRights'
import { requireUser } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Erases the caller's own account and data (GDPR), then ends the session. */
export const DELETE = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  const cookie = await deleteAccount(payload, user)
  return json({ deleted: true }, 200, { 'Set-Cookie': cookie })
})
