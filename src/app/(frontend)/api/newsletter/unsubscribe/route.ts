import { mailedLinkSchema } from '@/domain/account'
import { emailedLinkPath } from '@/domain/links'
import { NEWSLETTER_PATHS, NEWSLETTER_TEXTS } from '@/domain/newsletter'
import { siteUrl } from '@/server/env'
import { readBody, readLimitedBytes } from '@/server/http/body'
import { ApiError } from '@/server/http/errors'
import { crossSiteRoute, json } from '@/server/http/respond'
import { unsubscribeWithToken } from '@/server/newsletter/subscription'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * The token: in a JSON body from the page's button; in the address for the one click of RFC 8058,
 * whose form body (urlencoded or multipart) a mail provider posts from its own servers.
 */
async function tokenOf(req: Request): Promise<string> {
  const type = req.headers.get('content-type') ?? ''
  if (/^application\/json\s*(;|$)/i.test(type)) return (await readBody(req, mailedLinkSchema)).token
  const bytes = await readLimitedBytes(req)
  const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData().catch(() => null)
  if (form?.get('List-Unsubscribe') !== 'One-Click') throw new ApiError(400, NEWSLETTER_TEXTS.oneClickBody)
  return new URL(req.url).searchParams.get('token') ?? ''
}

/** One click, no session, at once: the account stops receiving the newsletter, and its copies still queued are dropped. */
export const POST = crossSiteRoute(async (req) => {
  const payload = await getPayloadClient()
  await unsubscribeWithToken(payload, await tokenOf(req))
  return json({ message: NEWSLETTER_TEXTS.unsubscribed })
})

/** A mail client or scanner that opens the address gets the page, whose button acts: a GET never unsubscribes. */
export const GET = crossSiteRoute(async (req) => {
  const token = new URL(req.url).searchParams.get('token') ?? ''
  return Response.redirect(`${siteUrl()}${emailedLinkPath(NEWSLETTER_PATHS.unsubscribePage, token)}`, 303)
})
