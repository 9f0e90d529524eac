import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { cancelDinner } from '@/server/dinners/team/dinnerCancellation'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** « Annuler le dîner » (admins): every guest and waitlisted member is told, with a CANCEL for their calendar. */
export const POST = adminRecordRoute(async (_req, { payload, user, id }) => json(await cancelDinner(payload, user, id)))
