import { reminderAnswerSchema } from '@/domain/reminders'
import { requireUser } from '@/server/auth/session'
import { assertMember } from '@/server/dinners/base/bookings'
import { answerReminderInSpace } from '@/server/dinners/reminders/reminderLinks'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** « Je viens » or « Je me désiste » from the space, while the 72-hour reminder waits for an answer: the session is the proof. */
export const POST = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  assertMember(user)
  const dinnerId = parseId((await params).id)
  if (dinnerId === null) throw notFound()
  const { action } = await readBody(req, reminderAnswerSchema)
  return json(await answerReminderInSpace(payload, user.id, dinnerId, action))
})
