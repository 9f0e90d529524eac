import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { conductReports, markReportSeen } from '@/server/dinners/afterwards/conductReports'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** An admin has read report {id}: it leaves the navigation's badge (admins). */
export const POST = adminRecordRoute(async (_req, { payload, id }) => {
  await markReportSeen(payload, id)
  return json({ reports: await conductReports(payload) })
})
