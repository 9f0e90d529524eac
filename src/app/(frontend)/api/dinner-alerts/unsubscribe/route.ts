import { DINNER_ALERT_PATHS, DINNER_ALERT_TEXTS } from '@/domain/dinnerAlerts'
import { emailedLinkPath } from '@/domain/links'
import { unsubscribeAlertsWithToken } from '@/server/dinners/alerts/alertPreferences'
import { siteUrl } from '@/server/env'
import { oneClickToken } from '@/server/http/oneClick'
import { crossSiteRoute, json } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** One click, no session, at once: the account is no longer told of new dinners. */
export const POST = crossSiteRoute(async (req) => {
  const payload = await getPayloadClient()
  await unsubscribeAlertsWithToken(payload, await oneClickToken(req))
  return json({ message: DINNER_ALERT_TEXTS.unsubscribed })
})

/** A mail client or scanner that opens the address gets the page, whose button acts: a GET never unsubscribes. */
export const GET = crossSiteRoute(async (req) => {
  const token = new URL(req.url).searchParams.get('token') ?? ''
  return Response.redirect(`${siteUrl()}${emailedLinkPath(DINNER_ALERT_PATHS.unsubscribePage, token)}`, 303)
})
