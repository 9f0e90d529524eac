import { NEWSLETTER_TEXTS, newsletterPreferenceSchema } from '@/domain/newsletter'
import { requireUser } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { setNewsletterPreference } from '@/server/newsletter/subscription'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The member's space: the weekly newsletter, asked for or stopped. */
export const PUT = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'profileChange')
  const { subscribed } = await readBody(req, newsletterPreferenceSchema)
  await setNewsletterPreference(payload, user, subscribed)
  return json({ subscribed, message: subscribed ? NEWSLETTER_TEXTS.spaceSubscribed : NEWSLETTER_TEXTS.spaceUnsubscribed })
})
