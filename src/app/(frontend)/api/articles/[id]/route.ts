import { articleUpdateSchema } from '@/domain/articles'
import { deleteArticle, updateArticle } from '@/server/articles/articles'
import { requireAdmin } from '@/server/auth/session'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

export const PUT = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  const data = await readBody(req, articleUpdateSchema)
  return json(await updateArticle(payload, admin, id, data))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  await deleteArticle(payload, admin, id)
  return json({ id })
})
