import { activationSchema } from '@/domain/billing/billingTexts'
import { activateFromLink } from '@/server/billing/member/activation'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The mailed « Activer mon adhésion » page's button: no session, the signed link is the proof. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'billing')
  const { token, ...choice } = await readBody(req, activationSchema)
  return json(await activateFromLink(payload, token, choice))
})
