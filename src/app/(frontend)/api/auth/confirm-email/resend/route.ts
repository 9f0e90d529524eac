import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { resendConfirmation } from '@/server/account/emailConfirmation'
import { requireUser } from '@/server/auth/session'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** A new confirmation link for the caller's address (or the one it asked for), from /status. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'emailConfirmation')
  await resendConfirmation(payload, user)
  return json({ message: ACCOUNT_TEXTS.confirmationSent })
})
