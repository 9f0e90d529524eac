import { reviewSchema } from '@/domain/review'
import { reviewApplication } from '@/server/admin/review'
import { requireAdmin } from '@/server/auth/session'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

export const POST = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  const { action, notes } = await readBody(req, reviewSchema)
  return json({ user: await reviewApplication(payload, admin, id, action, notes) })
})
