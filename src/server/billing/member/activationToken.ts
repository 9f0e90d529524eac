import { createHmac, timingSafeEqual } from 'node:crypto'

import { ACTIVATION_LINK_DAYS } from '@/domain/billing/billingTexts'
import { DAY_MS } from '@/domain/time'

import { emailedLink } from '../../email/emailedLink'
import { payloadSecret } from '../../env'

/**
 * The tokens of the membership's mailed links (« Activer mon adhésion », « Mettre à jour mon moyen
 * de paiement »): the member and an expiry, signed with the app's secret and the link's purpose,
 * so that one link's token never opens another's page. Nothing is stored: a link may be opened
 * again until it expires, and the member can always act from their space after.
 * Its parts are joined by dashes: a mail client may end a link at a dot.
 */
type Purpose = 'membership-activation' | 'payment-method'

function signature(purpose: Purpose, body: string): Buffer {
  return createHmac('sha256', payloadSecret()).update(`${purpose}:${body}`).digest()
}

/** A signed token naming the member, valid `days` from `now`. */
export function memberToken(purpose: Purpose, memberId: number, days: number, now: Date = new Date()): string {
  const body = `${memberId}-${Math.floor((now.getTime() + days * DAY_MS) / 1000)}`
  return `${body}-${signature(purpose, body).toString('base64url')}`
}

/** The page the approval and invitation mails link to. */
export const activationLink = (memberId: number, now?: Date): string =>
  emailedLink('/activation', memberToken('membership-activation', memberId, ACTIVATION_LINK_DAYS, now))

/** The member an activation token names, or null when it is forged, altered or expired. */
export const memberOfActivationToken = (token: string, now?: Date): number | null => memberOfToken('membership-activation', token, now)

/** The member a token of this purpose names, or null when it is forged, altered, expired or another link's. */
export function memberOfToken(purpose: Purpose, token: string, now: Date = new Date()): number | null {
  const match = /^(\d{1,10})-(\d{1,12})-([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, id, expires, sig] = match
  // Compared as text: base64 ignores the last character's spare bits, and a token differing there must not pass.
  const expected = Buffer.from(signature(purpose, `${id}-${expires}`).toString('base64url'))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (Number(expires) * 1000 <= now.getTime()) return null
  return Number(id)
}
