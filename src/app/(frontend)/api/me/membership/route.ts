import { requireUser } from '@/server/auth/session'
import { memberMembership } from '@/server/billing/member/memberSpace'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Mon adhésion »: the membership and the offers the member may choose (their payments: ./payments). */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  return json(await memberMembership(payload, user))
})
