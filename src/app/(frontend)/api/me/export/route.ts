import { exportUserData } from '@/server/account/dataRights'
import { requireUser } from '@/server/auth/session'
import { json, recordingGetRoute } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Everything stored about the caller, as a downloadable JSON file (GDPR access, portability). */
export const GET = recordingGetRoute(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  const data = await exportUserData(payload, user)
  return json(data, 200, { 'Content-Disposition': `attachment; filename="mes-donnees-${user.id}.json"` })
})
