import { articleCreateSchema } from '@/domain/articles'
import { createArticle, listArticles } from '@/server/articles/articles'
import { requireAdmin } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  return json(await listArticles(payload, admin))
})

export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  const data = await readBody(req, articleCreateSchema)
  return json(await createArticle(payload, admin, data), 201)
})
