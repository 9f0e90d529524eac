import { EDITORIAL_ROLES } from '@/domain/roles'
import { requireRole } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { newsletterPreview } from '@/server/newsletter/sending'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The editors' preview: the letter as it would leave now, when it will leave, and to how many people. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireRole(payload, req, EDITORIAL_ROLES)
  return json(await newsletterPreview(payload))
})
