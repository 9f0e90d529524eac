import { articleCreateSchema } from '@/domain/articles'
import { EDITORIAL_ROLES } from '@/domain/roles'
import { createArticle, listArticles } from '@/server/articles/articles'
import { requireRole } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const editor = await requireRole(payload, req, EDITORIAL_ROLES)
  return json(await listArticles(payload, editor))
})

export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const editor = await requireRole(payload, req, EDITORIAL_ROLES)
  const data = await readBody(req, articleCreateSchema)
  return json(await createArticle(payload, editor, data), 201)
})
