import { reversalSchema } from '@/domain/review'
import { reverseDecision } from '@/server/admin/review'
import { requireAdmin } from '@/server/auth/session'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** An admin changes the decision on an application, with a reason kept in its record. */
export const POST = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  return json({ user: await reverseDecision(payload, admin, id, await readBody(req, reversalSchema)) })
})
