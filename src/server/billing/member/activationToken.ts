import { createHmac, timingSafeEqual } from 'node:crypto'

import { ACTIVATION_LINK_DAYS } from '@/domain/billing/billingTexts'
import { DAY_MS } from '@/domain/time'

import { emailedLink } from '../../email/emailedLink'
import { payloadSecret } from '../../env'

/**
 * The « Activer mon adhésion » link's token: the member and an expiry, signed with the app's
 * secret. Nothing is stored: it may be opened again until the membership is active (the checkout
 * then refuses it), and the member can always activate from their space once it has expired.
 * Its parts are joined by dashes: a mail client may end a link at a dot.
 */
function signature(body: string): Buffer {
  return createHmac('sha256', payloadSecret()).update(`membership-activation:${body}`).digest()
}

function activationToken(memberId: number, now: Date = new Date()): string {
  const body = `${memberId}-${Math.floor((now.getTime() + ACTIVATION_LINK_DAYS * DAY_MS) / 1000)}`
  return `${body}-${signature(body).toString('base64url')}`
}

/** The page the approval and invitation mails link to. */
export const activationLink = (memberId: number, now?: Date): string => emailedLink('/activation', activationToken(memberId, now))

/** The member a token names, or null when it is forged, altered or expired. */
export function memberOfActivationToken(token: string, now: Date = new Date()): number | null {
  const match = /^(\d{1,10})-(\d{1,12})-([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, id, expires, sig] = match
  // Compared as text: base64 ignores the last character's spare bits, and a token differing there must not pass.
  const expected = Buffer.from(signature(`${id}-${expires}`).toString('base64url'))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (Number(expires) * 1000 <= now.getTime()) return null
  return Number(id)
}
