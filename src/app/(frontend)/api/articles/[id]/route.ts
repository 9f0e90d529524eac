import { articleUpdateSchema } from '@/domain/articles'
import { EDITORIAL_ROLES } from '@/domain/roles'
import { deleteArticle, updateArticle } from '@/server/articles/articles'
import { requireRole } from '@/server/auth/session'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

export const PUT = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const editor = await requireRole(payload, req, EDITORIAL_ROLES)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  const data = await readBody(req, articleUpdateSchema)
  return json(await updateArticle(payload, editor, id, data))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const editor = await requireRole(payload, req, EDITORIAL_ROLES)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  await deleteArticle(payload, editor, id)
  return json({ id })
})
