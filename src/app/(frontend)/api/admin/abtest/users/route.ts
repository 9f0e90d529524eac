import { abUsersQuerySchema } from '@/domain/review'
import { abTestUsers } from '@/server/admin/abtest'
import { requireAdmin } from '@/server/auth/session'
import { pageResponse, readQuery } from '@/server/http/paging'
import { route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** One page of applicants with their A/B group (`?group=all|A|B|control&page=&limit=&q=`). */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  return pageResponse(await abTestUsers(payload, admin, readQuery(req, abUsersQuerySchema)))
})
