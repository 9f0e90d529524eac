import { guestMessageSchema } from '@/domain/dinnerMailLog'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { writeToGuests } from '@/server/dinners/mails/guestMessages'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** « Écrire aux convives » (admins): to every guest, or to one confirmed table; sent through the outbox. */
export const POST = adminRecordRoute(async (req, { payload, user, id }) =>
  json(await writeToGuests(payload, user, id, await readBody(req, guestMessageSchema)), 201),
)
