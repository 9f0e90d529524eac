import { paymentMethodSchema } from '@/domain/billing/paymentTexts'
import { openPaymentMethodFromLink } from '@/server/billing/payments/paymentMethodLink'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The failed-payment mail's « Mettre à jour mon moyen de paiement »: no session, the signed link is the proof. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'billing')
  const { token } = await readBody(req, paymentMethodSchema)
  return json(await openPaymentMethodFromLink(payload, token))
})
