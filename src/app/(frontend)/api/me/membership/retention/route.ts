import { retentionAnswerSchema } from '@/domain/billing/retentionTexts'
import { acceptRetention, declineRetention } from '@/server/account/retentionAnswer'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The answer to the offer made before a cancellation: « Accepter » applies it once; « Non merci » goes on to the confirmation. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'billing')
  const { answer } = await readBody(req, retentionAnswerSchema)
  if (answer === 'decline') {
    await declineRetention(payload, user)
    return json({ ok: true })
  }
  return json(await acceptRetention(payload, user))
})
