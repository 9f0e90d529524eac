import { mailedLinkSchema } from '@/domain/account'
import { answerReminderLink } from '@/server/dinners/reminders/reminderLinks'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The button of a reminder link's page: « Je viens » or « Je me désiste », without a session; the link is the proof. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'booking')
  const { token } = await readBody(req, mailedLinkSchema)
  return json(await answerReminderLink(payload, token))
})
