import { passwordChangeSchema } from '@/domain/account'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { changePassword } from '@/server/account/accountChanges'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Changes the password with the current one; the account's other sessions end. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'accountChange')
  await changePassword(payload, user, await readBody(req, passwordChangeSchema))
  return json({ message: ACCOUNT_TEXTS.passwordChanged })
})
