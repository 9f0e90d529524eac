import { pauseRequestSchema } from '@/domain/billing/pauseTexts'
import { pauseMembership, previewPause } from '@/server/account/membershipPause'
import { requireUser } from '@/server/auth/session'
import { readBody, validate } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** What a pause of `?months=n` would cancel, shown before the member confirms it. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  const { months } = validate(pauseRequestSchema, { months: new URL(req.url).searchParams.get('months') ?? undefined })
  return json(await previewPause(payload, user, months))
})

/** « Mettre en pause » for 1 to 3 months. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'billing')
  const { months } = await readBody(req, pauseRequestSchema)
  return json(await pauseMembership(payload, user, months))
})
