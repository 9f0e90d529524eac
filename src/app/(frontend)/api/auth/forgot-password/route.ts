import { forgotPasswordSchema } from '@/domain/auth'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { requestPasswordReset } from '@/server/account/passwordReset'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Always the same answer, whether the address has an account or not. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'passwordReset')
  const { email } = await readBody(req, forgotPasswordSchema)
  await requestPasswordReset(payload, email)
  return json({ message: ACCOUNT_TEXTS.resetRequested })
})
