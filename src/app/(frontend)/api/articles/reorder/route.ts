import { reorderSchema } from '@/domain/articles'
import { reorderArticles } from '@/server/articles/articles'
import { requireAdmin } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  const { articleIds } = await readBody(req, reorderSchema)
  return json(await reorderArticles(payload, admin, articleIds))
})
