import { bulkReviewSchema } from '@/domain/review'
import { reviewApplications } from '@/server/admin/review'
import { requireAdmin } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The same decision (and note) for several pending applications: which were decided, which were not and why. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  const { ids, action, notes } = await readBody(req, bulkReviewSchema)
  return json(await reviewApplications(payload, admin, ids, action, notes))
})
