import { createHmac, timingSafeEqual } from 'node:crypto'

import { UNSUBSCRIBE_LINK_DAYS } from '@/domain/newsletter'
import { DAY_MS } from '@/domain/time'

import { payloadSecret } from '../env'

/**
 * The newsletter's unsubscribe token: the account and an expiry, signed with the app's secret.
 * Nothing is stored per mail (a weekly letter to every member would otherwise write as many
 * links each week); it acts more than once harmlessly (unsubscribed stays unsubscribed).
 */
function signature(body: string): Buffer {
  return createHmac('sha256', payloadSecret()).update(`newsletter-unsubscribe:${body}`).digest()
}

export function unsubscribeToken(userId: number, now: Date = new Date()): string {
  const body = `${userId}.${Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000)}`
  return `${body}.${signature(body).toString('base64url')}`
}

/** The account a token unsubscribes, or null when it is forged, altered or expired. */
export function accountOfUnsubscribeToken(token: string, now: Date = new Date()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, id, expires, sig] = match
  // Compared as text: base64 ignores the last character's spare bits, and a token differing there must not pass.
  const expected = Buffer.from(signature(`${id}.${expires}`).toString('base64url'))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (Number(expires) * 1000 <= now.getTime()) return null
  return Number(id)
}
