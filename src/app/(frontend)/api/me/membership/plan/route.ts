import { planChangeSchema } from '@/domain/billing/planChangeTexts'
import { requireUser } from '@/server/auth/session'
import { changePlan } from '@/server/billing/member/planChange'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Changer de formule »: Essentiel ↔ Premium, monthly → annual. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'billing')
  return json(await changePlan(payload, user, await readBody(req, planChangeSchema)))
})
