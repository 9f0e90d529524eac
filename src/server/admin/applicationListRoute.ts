import { listQuerySchema, type ReviewTab } from '@/domain/review'

import { requireAdmin } from '../auth/session'
import { pageResponse, readQuery } from '../http/paging'
import { route } from '../http/respond'
import { getPayloadClient } from '../payload'
import { listApplications } from './applicationLists'

/** GET handler of /api/admin/applications/{tab}: one page of that tab (`?page=&limit=&q=&sort=`). */
export function applicationListRoute(tab: ReviewTab) {
  return route(async (req) => {
    const payload = await getPayloadClient()
    const admin = await requireAdmin(payload, req)
    return pageResponse(await listApplications(payload, admin, tab, readQuery(req, listQuerySchema)))
  })
}
