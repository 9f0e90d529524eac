import { emailChangeSchema } from '@/domain/account'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { requestEmailChange } from '@/server/account/accountChanges'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Asks for a new address, with the current password; it applies once confirmed from its link. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'accountChange')
  await requestEmailChange(payload, user, await readBody(req, emailChangeSchema))
  return json({ message: ACCOUNT_TEXTS.emailChangeSent })
})
