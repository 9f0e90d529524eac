import { lateNoticeSchema } from '@/domain/evening'
import { answerLateLink } from '@/server/dinners/attendance/lateNotice'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The buttons of « Je serai en retard »: minutes late, or 0 for « je ne pourrai pas venir »; the link is the proof. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'booking')
  const { token, minutes } = await readBody(req, lateNoticeSchema)
  return json(await answerLateLink(payload, token, minutes))
})
