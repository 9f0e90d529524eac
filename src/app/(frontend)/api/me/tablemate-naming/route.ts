import { TABLEMATE_NAMING_TEXTS, tablemateNamingSchema } from '@/domain/tablemateNaming'
import { setTablemateNaming } from '@/server/account/tablemateNaming'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The member's space: whether their first name reaches their tablemates' morning brief. */
export const PUT = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'profileChange')
  const { named } = await readBody(req, tablemateNamingSchema)
  await setTablemateNaming(payload, user, named)
  return json({ named, message: named ? TABLEMATE_NAMING_TEXTS.named : TABLEMATE_NAMING_TEXTS.unnamed })
})
