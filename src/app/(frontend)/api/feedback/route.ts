import { feedbackSchema } from '@/domain/feedback'
import { saveFeedback } from '@/server/dinners/afterwards/feedback'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The morning-after form's button, without a session (the link is the proof): records the answers, answers the next link. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'booking')
  const { token, ...answers } = await readBody(req, feedbackSchema)
  return json(await saveFeedback(payload, token, answers))
})
