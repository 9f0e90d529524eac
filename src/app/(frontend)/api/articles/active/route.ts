import { activeArticles } from '@/server/articles/articles'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The weekly selection: active articles in position order, at most 5 (public, cached). */
export const GET = route(async () => {
  const payload = await getPayloadClient()
  return json(await activeArticles(payload))
})
