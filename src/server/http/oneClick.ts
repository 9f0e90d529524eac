import { mailedLinkSchema } from '@/domain/account'
import { NEWSLETTER_TEXTS } from '@/domain/newsletter'

import { readBody, readLimitedBytes } from './body'
import { ApiError } from './errors'

/**
 * The token of an unsubscribe request, for every mailing: in a JSON body from the page's button;
 * in the address for the one click of RFC 8058, whose form body (urlencoded or multipart) a mail
 * provider posts from its own servers.
 */
export async function oneClickToken(req: Request): Promise<string> {
  const type = req.headers.get('content-type') ?? ''
  if (/^application\/json\s*(;|$)/i.test(type)) return (await readBody(req, mailedLinkSchema)).token
  const bytes = await readLimitedBytes(req)
  const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData().catch(() => null)
  if (form?.get('List-Unsubscribe') !== 'One-Click') throw new ApiError(400, NEWSLETTER_TEXTS.oneClickBody)
  return new URL(req.url).searchParams.get('token') ?? ''
}
