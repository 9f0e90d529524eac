import { AB_GROUP_OF_VARIANT } from '@/domain/abtest'
import { toUserRecord } from '@/domain/api/users'
import { abVariantField, simplifiedSchema, step1Schema } from '@/domain/registration'
import { invitationTokenField } from '@/domain/sponsorship'
import { sessionCookieHeaders } from '@/server/auth/session'
import { readJsonObject, validate } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { createAccount } from '@/server/registration/accounts'

export const dynamic = 'force-dynamic'

/**
 * Creates the account from wizard step 1 (full flow) or from the simplified A/B form
 * (`source: 'simplified'`; its placeholder password and fixed values are ignored). The A/B
 * group is recorded only when the experiment chose the form shown (DESIGN §6). An invitation's
 * token, when the link of one opened the registration, is used in the same transaction.
 */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'register')
  const body = await readJsonObject(req)
  const variant = validate(abVariantField, body.abVariant ?? undefined)
  // An invitation only records the sponsor: the account is created pending, like any other.
  const invitation = validate(invitationTokenField, body.invitation ?? undefined) || undefined

  if (body.source === 'simplified') {
    const data = validate(simplifiedSchema, body)
    const { user, cookie } = await createAccount(payload, {
      ...data,
      source: 'simplified',
      invitation,
      registrationStep: 2,
      abTestGroup: variant === 'test' ? AB_GROUP_OF_VARIANT.test : null,
    })
    return json(toUserRecord(user), 201, sessionCookieHeaders(payload, cookie))
  }

  const data = validate(step1Schema, body)
  const { user, cookie } = await createAccount(payload, {
    ...data,
    source: 'wizard',
    invitation,
    registrationStep: 2,
    abTestGroup: variant === 'control' ? AB_GROUP_OF_VARIANT.control : null,
  })
  return json(toUserRecord(user), 201, sessionCookieHeaders(payload, cookie))
})
