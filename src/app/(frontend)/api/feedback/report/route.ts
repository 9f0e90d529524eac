import { feedbackReportSchema } from '@/domain/feedback'
import { reportFromFeedback } from '@/server/dinners/afterwards/feedback'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Signaler un comportement » from the morning-after form, without a session (the link is the proof). */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'booking')
  const { token, ...report } = await readBody(req, feedbackReportSchema)
  await reportFromFeedback(payload, token, report)
  return json({ reported: true }, 201)
})
