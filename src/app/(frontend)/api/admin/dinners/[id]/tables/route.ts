import { arrangementSchema, tablesActionSchema } from '@/domain/bookingSchema'
import { requireAdmin } from '@/server/auth/session'
import { composeDinner, dinnerBoard, saveArrangement } from '@/server/dinners/tables'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

async function admin(req: Request, params: Context['params']) {
  const payload = await getPayloadClient()
  const user = await requireAdmin(payload, req)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  return { payload, user, id }
}

/** The composition screen's data: guests, waitlist, dietary needs, the current tables (admins). */
export const GET = route<Context>(async (req, { params }) => {
  const { payload, user, id } = await admin(req, params)
  return json(await dinnerBoard(payload, user, id))
})

/** Composes the tables with one button (the pinned guests stay where they are), over the tables the admin saw. */
export const POST = route<Context>(async (req, { params }) => {
  const { payload, user, id } = await admin(req, params)
  const { basedOn } = await readBody(req, tablesActionSchema)
  return json(await composeDinner(payload, user, id, basedOn))
})

/** Saves the admin's moves and pins. */
export const PUT = route<Context>(async (req, { params }) => {
  const { payload, user, id } = await admin(req, params)
  const arrangement = await readBody(req, arrangementSchema)
  return json(await saveArrangement(payload, user, id, arrangement))
})
