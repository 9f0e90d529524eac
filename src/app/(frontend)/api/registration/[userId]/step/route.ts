import { toUserRecord } from '@/domain/api/users'
import { stepRequestSchema, type SavedStep } from '@/domain/registration'
import { requireUser, sessionCookieHeaders } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { forbidden } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { saveStep } from '@/server/registration/steps'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ userId: string }> }

/** Saves one wizard step of the session's own account: 401 without session, 403 for another id. */
export const POST = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  const { userId } = await params
  if (userId !== String(user.id)) throw forbidden()
  const { step, data } = await readBody(req, stepRequestSchema)
  const result = await saveStep(payload, user, step as SavedStep, data)
  return json(
    { completed: result.completed, registrationStep: result.user.registrationStep, user: toUserRecord(result.user) },
    200,
    result.cookie ? sessionCookieHeaders(payload, result.cookie) : {},
  )
})
