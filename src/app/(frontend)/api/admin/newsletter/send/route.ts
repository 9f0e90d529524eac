import { NEWSLETTER_TEXTS } from '@/domain/newsletter'
import { fillCount } from '@/domain/plural'
import { requireAdmin } from '@/server/auth/session'
import { ApiError } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { sendNewsletterNow } from '@/server/newsletter/sending'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** An admin sends this week's letter now instead of at its hour: once in the week all the same, never without its introduction (409). */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  const result = await sendNewsletterNow(payload, admin)
  if ('introMissing' in result) throw new ApiError(409, NEWSLETTER_TEXTS.introMissing)
  if (!result.opened) throw new ApiError(409, NEWSLETTER_TEXTS.alreadySent)
  return json({ recipients: result.recipients, message: fillCount(NEWSLETTER_TEXTS.sentNow, result.recipients) })
})
