import { feedbackAnswersSchema } from '@/domain/feedback'
import { requireUser } from '@/server/auth/session'
import { describeMemberFeedback, saveMemberFeedback } from '@/server/dinners/afterwards/memberFeedback'
import { assertMember } from '@/server/dinners/base/bookings'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** The signed-in member and the dinner of the address; refused as every « /api/me » route is. */
async function memberAndDinner(req: Request, params: Context['params']) {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  assertMember(user)
  const dinnerId = parseId((await params).id)
  if (dinnerId === null) throw notFound()
  return { payload, user, dinnerId }
}

/** « Donner mon avis » from the space: the form's facts, as the mailed link's page reads them. */
export const GET = route<Context>(async (req, { params }) => {
  const { payload, user, dinnerId } = await memberAndDinner(req, params)
  return json(await describeMemberFeedback(payload, user.id, dinnerId))
})

/** The form's button in the space: the answers and « revoir » ticks, with the session as the proof. */
export const POST = route<Context>(async (req, { params }) => {
  const { payload, user, dinnerId } = await memberAndDinner(req, params)
  const answers = await readBody(req, feedbackAnswersSchema)
  return json(await saveMemberFeedback(payload, user.id, dinnerId, answers))
})
