import { DINNER_ALERT_TEXTS, dinnerAlertSchema } from '@/domain/dinnerAlerts'
import { isMember } from '@/domain/membership'
import type { User } from '@/payload-types'
import { requireUser } from '@/server/auth/session'
import { clearDinnerAlert, dinnerAlertSettings, saveDinnerAlert } from '@/server/dinners/alerts/alertPreferences'
import { readBody } from '@/server/http/body'
import { ApiError } from '@/server/http/errors'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Only an approved member is told of dinners: an applicant cannot book them yet. */
function requireMember(user: User): User {
  if (!isMember(user)) throw new ApiError(403, DINNER_ALERT_TEXTS.notMember)
  return user
}

/** « Prévenez-moi » in the member's space: what they asked for, and the cities to choose from. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = requireMember(await requireUser(payload, req))
  return json(await dinnerAlertSettings(payload, user.id))
})

/** The member's themes, cities and days, saved. */
export const PUT = route(async (req) => {
  const payload = await getPayloadClient()
  const user = requireMember(await requireUser(payload, req))
  await enforceRateLimit(payload, req, 'profileChange')
  const choice = await readBody(req, dinnerAlertSchema)
  await saveDinnerAlert(payload, user.id, choice)
  return json({ choice, message: DINNER_ALERT_TEXTS.saved })
})

/** No more alerts. */
export const DELETE = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'profileChange')
  await clearDinnerAlert(payload, user.id)
  return json({ choice: null, message: DINNER_ALERT_TEXTS.cleared })
})
