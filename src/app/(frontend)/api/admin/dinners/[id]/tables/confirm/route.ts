import { tablesActionSchema } from '@/domain/bookingSchema'
import { requireAdmin } from '@/server/auth/session'
import { confirmTables } from '@/server/dinners/tables'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** Confirms the tables the admin saw: each guest is e-mailed the venue and their table, once (admins). */
export const POST = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireAdmin(payload, req)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  const { basedOn } = await readBody(req, tablesActionSchema)
  return json(await confirmTables(payload, user, id, basedOn))
})
