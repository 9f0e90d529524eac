import { mailedLinkSchema } from '@/domain/account'
import { readBody } from '@/server/http/body'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { confirmSecondSponsor } from '@/server/sponsorship/secondSponsor'

export const dynamic = 'force-dynamic'

/** The second sponsor's page's button: the link is the proof, no session needed. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const { token } = await readBody(req, mailedLinkSchema)
  return json({ message: await confirmSecondSponsor(payload, token) })
})
