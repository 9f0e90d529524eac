import { cancellationSchema } from '@/domain/billing/cancellationTexts'
import { requireUser } from '@/server/auth/session'
import { cancelMembership, previewCancellation, undoCancellation } from '@/server/billing/member/cancellation'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** What cancelling would do, shown before the member confirms: the date it takes effect, the dinners after it. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  return json(await previewCancellation(payload, user))
})

/** « Confirmer la résiliation »: at the end of the period paid, never before the minimum commitment. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'billing')
  await readBody(req, cancellationSchema)
  return json(await cancelMembership(payload, user))
})

/** « Annuler la résiliation », until the date it takes effect. */
export const DELETE = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'billing')
  await undoCancellation(payload, user)
  return json({ ok: true })
})
