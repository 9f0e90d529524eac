import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { dinnerMailLog } from '@/server/dinners/mails/mailLog'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** Each guest's mails (sent, waiting, failed, planned) and the messages written to them (admins). */
export const GET = adminRecordRoute(async (_req, { payload, id }) => json(await dinnerMailLog(payload, id)))
