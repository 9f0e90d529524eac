import { concernSchema, SPONSORSHIP_TEXTS } from '@/domain/sponsorship'
import { recordConcern } from '@/server/admin/memberConcerns'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { requireSponsor } from '@/server/sponsorship/sponsorGuard'

export const dynamic = 'force-dynamic'

/** A member's private concern about an applicant they know: the same answer whether that person applied or not. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const member = requireSponsor(await requireUser(payload, req))
  await enforceRateLimit(payload, req, 'profileChange')
  const input = await readBody(req, concernSchema)
  await recordConcern(payload, member, input)
  return json({ message: SPONSORSHIP_TEXTS.concernSent }, 201)
})
