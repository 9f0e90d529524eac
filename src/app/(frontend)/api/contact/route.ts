import { contactSchema } from '@/domain/contact'
import { currentUser } from '@/server/auth/session'
import { submitContactMessage } from '@/server/contact/contactMessages'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'contact')
  const input = await readBody(req, contactSchema)
  return json(await submitContactMessage(payload, input, await currentUser(payload, req)), 201)
})
