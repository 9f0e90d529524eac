import { arrangementSchema, tablesActionSchema } from '@/domain/tablesSchema'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { composeDinner, dinnerBoard, saveArrangement } from '@/server/dinners/tables/tables'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** The composition screen's data: guests, waitlist, dietary needs, the current tables (admins). */
export const GET = adminRecordRoute(async (_req, { payload, user, id }) => json(await dinnerBoard(payload, user, id)))

/** Composes the tables with one button (the pinned guests stay where they are), over the tables the admin saw. */
export const POST = adminRecordRoute(async (req, { payload, user, id }) => {
  return json(await composeDinner(payload, user, id, await readBody(req, tablesActionSchema)))
})

/** Saves the admin's moves and pins. */
export const PUT = adminRecordRoute(async (req, { payload, user, id }) => {
  const arrangement = await readBody(req, arrangementSchema)
  return json(await saveArrangement(payload, user, id, arrangement))
})
