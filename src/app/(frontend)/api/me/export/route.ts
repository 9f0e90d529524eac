import { exportUserData } from '@/server/account/dataRights'
import { requireUser } from '@/server/auth/session'
import { streamedDownload } from '@/server/http/download'
import { recordingGetRoute } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Everything stored about the caller, as a downloadable JSON file (GDPR access, portability), sent as it is read. */
export const GET = recordingGetRoute(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  return streamedDownload(exportUserData(payload, user), {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="mes-donnees-${user.id}.json"`,
  })
})
