import { emailedLinkPath } from '@/domain/links'
import { NEWSLETTER_PATHS, NEWSLETTER_TEXTS } from '@/domain/newsletter'
import { siteUrl } from '@/server/env'
import { oneClickToken } from '@/server/http/oneClick'
import { crossSiteRoute, json } from '@/server/http/respond'
import { unsubscribeWithToken } from '@/server/newsletter/subscription'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** One click, no session, at once: the account stops receiving the newsletter, and its copies still queued are dropped. */
export const POST = crossSiteRoute(async (req) => {
  const payload = await getPayloadClient()
  await unsubscribeWithToken(payload, await oneClickToken(req))
  return json({ message: NEWSLETTER_TEXTS.unsubscribed })
})

/** A mail client or scanner that opens the address gets the page, whose button acts: a GET never unsubscribes. */
export const GET = crossSiteRoute(async (req) => {
  const token = new URL(req.url).searchParams.get('token') ?? ''
  return Response.redirect(`${siteUrl()}${emailedLinkPath(NEWSLETTER_PATHS.unsubscribePage, token)}`, 303)
})
