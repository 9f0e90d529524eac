import { createHmac, timingSafeEqual } from 'node:crypto'

import { UNSUBSCRIBE_LINK_DAYS } from '@/domain/newsletter'
import { DAY_MS } from '@/domain/time'

import { payloadSecret } from '../env'

/**
 * A mailing's unsubscribe token: the account and an expiry, signed with the app's secret and the
 * mailing's name (the newsletter's link never stops the dinner alerts, nor the reverse).
 * Nothing is stored per mail (a weekly letter to every member would otherwise write as many
 * links each week); it acts more than once harmlessly (unsubscribed stays unsubscribed).
 */
export type Mailing = 'newsletter' | 'dinner-alerts'

function signature(body: string, mailing: Mailing): Buffer {
  return createHmac('sha256', payloadSecret()).update(`${mailing}-unsubscribe:${body}`).digest()
}

export function unsubscribeToken(userId: number, now: Date = new Date(), mailing: Mailing = 'newsletter'): string {
  const body = `${userId}.${Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000)}`
  return `${body}.${signature(body, mailing).toString('base64url')}`
}

/** The account a token unsubscribes, or null when it is forged, altered, expired or another mailing's. */
export function accountOfUnsubscribeToken(token: string, now: Date = new Date(), mailing: Mailing = 'newsletter'): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, id, expires, sig] = match
  // Compared as text: base64 ignores the last character's spare bits, and a token differing there must not pass.
  const expected = Buffer.from(signature(`${id}.${expires}`, mailing).toString('base64url'))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (Number(expires) * 1000 <= now.getTime()) return null
  return Number(id)
}
