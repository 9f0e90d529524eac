import { tablesConfirmSchema } from '@/domain/tablesSchema'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { confirmTables } from '@/server/dinners/tables/tables'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/**
 * Confirms the tables the admin saw: each guest is e-mailed the venue and their table, once
 * (admins). Tables past their bounds, +1s counted, need `outOfBoundsReason`, which is kept.
 */
export const POST = adminRecordRoute(async (req, { payload, user, id }) => {
  return json(await confirmTables(payload, user, id, await readBody(req, tablesConfirmSchema)))
})
