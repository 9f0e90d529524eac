import { secondSponsorSchema } from '@/domain/sponsorship'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { askSecondSponsor } from '@/server/sponsorship/secondSponsor'
import { requireSponsor } from '@/server/sponsorship/sponsorGuard'

export const dynamic = 'force-dynamic'

/** The sponsor asks another member to second the application their invitation led to. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const sponsor = requireSponsor(await requireUser(payload, req))
  await enforceRateLimit(payload, req, 'profileChange')
  const input = await readBody(req, secondSponsorSchema)
  return json({ message: await askSecondSponsor(payload, sponsor, input) })
})
