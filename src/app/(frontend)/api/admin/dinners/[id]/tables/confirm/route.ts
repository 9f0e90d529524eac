import { tablesActionSchema } from '@/domain/bookingSchema'
import { confirmTables } from '@/server/dinners/tables'
import { adminRecordRoute } from '@/server/http/adminRecordRoute'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** Confirms the tables the admin saw: each guest is e-mailed the venue and their table, once (admins). */
export const POST = adminRecordRoute(async (req, { payload, user, id }) => {
  const { basedOn } = await readBody(req, tablesActionSchema)
  return json(await confirmTables(payload, user, id, basedOn))
})
