import { fill } from '@/domain/fill'
import { invitationSchema, SPONSORSHIP_TEXTS } from '@/domain/sponsorship'
import { requireUser } from '@/server/auth/session'
import { outsideTransaction } from '@/server/db/transaction'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { getSiteSettings } from '@/server/settings/siteSettings'
import { sendInvitation } from '@/server/sponsorship/invitations'
import { requireSponsor } from '@/server/sponsorship/sponsorGuard'
import { sponsorSpace } from '@/server/sponsorship/sponsorSpace'

export const dynamic = 'force-dynamic'

/** The sponsor's invitations, what is left this quarter, and their rewards. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const member = requireSponsor(await requireUser(payload, req))
  const { sponsorship } = await getSiteSettings(payload)
  return json(await sponsorSpace(outsideTransaction(payload), member, sponsorship))
})

/** Sends an invitation, within the quarter's quota. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const member = requireSponsor(await requireUser(payload, req))
  await enforceRateLimit(payload, req, 'profileChange')
  const input = await readBody(req, invitationSchema)
  const { id } = await sendInvitation(payload, member, input)
  return json({ id, message: fill(SPONSORSHIP_TEXTS.sent, { address: input.email }) }, 201)
})
