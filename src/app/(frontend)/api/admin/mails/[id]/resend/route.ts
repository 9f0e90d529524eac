import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { resendMail } from '@/server/dinners/mails/mailLog'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** « Renvoyer » (admins): a copy of a guest's mail leaves again. */
export const POST = adminRecordRoute(async (_req, { payload, id }) => json(await resendMail(payload, id), 201))
