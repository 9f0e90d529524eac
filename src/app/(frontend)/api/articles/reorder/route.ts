import { reorderSchema } from '@/domain/articles'
import { EDITORIAL_ROLES } from '@/domain/roles'
import { reorderArticles } from '@/server/articles/articles'
import { requireRole } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const editor = await requireRole(payload, req, EDITORIAL_ROLES)
  const { articleIds } = await readBody(req, reorderSchema)
  return json(await reorderArticles(payload, editor, articleIds))
})
