import type { ApplicationStatus } from '@/domain/applicationStatus'

import { requireAdmin } from '../auth/session'
import { json, route } from '../http/respond'
import { getPayloadClient } from '../payload'
import { listApplications } from './applications'

/** GET handler of /api/admin/applications/{status}. */
export function applicationListRoute(status: ApplicationStatus) {
  return route(async (req) => {
    const payload = await getPayloadClient()
    const admin = await requireAdmin(payload, req)
    return json(await listApplications(payload, admin, status))
  })
}
