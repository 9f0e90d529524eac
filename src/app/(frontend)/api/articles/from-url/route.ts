import { articlePageSchema } from '@/domain/articles'
import { EDITORIAL_ROLES } from '@/domain/roles'
import { articlePageForEditor } from '@/server/articles/pageReader/readArticlePage'
import { requireRole } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The title, description and source of the article at `url`, read by the server for an editor. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await requireRole(payload, req, EDITORIAL_ROLES)
  await enforceRateLimit(payload, req, 'articlePage')
  const { url } = await readBody(req, articlePageSchema)
  return json(await articlePageForEditor(url))
})
