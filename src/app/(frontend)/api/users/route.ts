import { toUserRecord } from '@/domain/api/users'
import { quickSignupSchema } from '@/domain/registration'
import { sessionCookieHeaders } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { createAccount } from '@/server/registration/accounts'

export const dynamic = 'force-dynamic'

/** Quick sign-up from the home page: an account at step 1, with its session (SPEC §7). */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'quickSignup')
  const { email } = await readBody(req, quickSignupSchema)
  const { user, cookie } = await createAccount(payload, {
    email,
    source: 'quick-signup',
    registrationStep: 1,
    abTestGroup: null,
  })
  return json(toUserRecord(user), 201, sessionCookieHeaders(payload, cookie))
})
