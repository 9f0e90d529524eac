import { mailedLinkSchema } from '@/domain/account'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { confirmAddress } from '@/server/account/emailConfirmation'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Follows a confirmation link, from the session of the account that asked for it. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'emailConfirmation')
  const user = await requireUser(payload, req)
  const { token } = await readBody(req, mailedLinkSchema)
  const { changed } = await confirmAddress(payload, token, user.id)
  return json({ changed, message: changed ? ACCOUNT_TEXTS.emailChanged : ACCOUNT_TEXTS.emailConfirmed })
})
