import { PROFILE_TEXTS } from '@/domain/account'
import { toUserRecord } from '@/domain/api/users'
import { memberProfileSchema } from '@/domain/registration'
import { updateProfile } from '@/server/account/accountChanges'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Mon profil »: a member changes the answers their tables are composed from (themes, languages, dietary needs). */
export const PUT = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'profileChange')
  const updated = await updateProfile(payload, user, await readBody(req, memberProfileSchema))
  return json({ message: PROFILE_TEXTS.saved, user: toUserRecord(updated) })
})
