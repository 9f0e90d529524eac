import { fill } from '@/domain/fill'
import { NEWSLETTER_TEXTS } from '@/domain/newsletter'
import { EDITORIAL_ROLES } from '@/domain/roles'
import { requireRole } from '@/server/auth/session'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { sendTestNewsletter } from '@/server/newsletter/sending'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « S'envoyer un test »: the letter as it would leave now, to the caller's own address. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const editor = await requireRole(payload, req, EDITORIAL_ROLES)
  await enforceRateLimit(payload, req, 'newsletterTest')
  await sendTestNewsletter(payload, editor)
  return json({ message: fill(NEWSLETTER_TEXTS.testSent, { address: editor.email }) })
})
