import { offerSchema } from '@/domain/billing/billingTexts'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { offerMembership } from '@/server/billing/teamActions'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** « Offerte »: an admin grants member {id} their membership without payment, with a reason kept in the Journal. */
export const POST = adminRecordRoute(async (req, { payload, user, id }) => {
  const { reason } = await readBody(req, offerSchema)
  return json(await offerMembership(payload, user, id, reason))
})
