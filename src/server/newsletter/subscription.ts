import type { Payload } from 'payload'

import { maskedEmail, NEWSLETTER_TEXTS } from '@/domain/newsletter'
import type { User } from '@/payload-types'

import { dropUnwantedCopies } from './sending'
import { pool } from '../db/pool'
import { accountOfUnsubscribeToken } from '../email/unsubscribeToken'
import { ApiError } from '../http/errors'

/** What the unsubscribe page shows before its button is pressed (a mail scanner only opens it). */
export type UnsubscribeLinkView = { state: 'valid'; email: string } | { state: 'invalid'; message: string }

export async function describeUnsubscribeLink(payload: Payload, token: string): Promise<UnsubscribeLinkView> {
  const id = accountOfUnsubscribeToken(token)
  const { rows } = id === null ? { rows: [] } : await pool(payload).query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])
  return rows[0] ? { state: 'valid', email: maskedEmail(rows[0].email) } : { state: 'invalid', message: NEWSLETTER_TEXTS.invalidLink }
}

/**
 * The one click of RFC 8058 (or the page's button): no session, the signed token names the
 * account. Doing it twice changes nothing more.
 */
export async function unsubscribeWithToken(payload: Payload, token: string): Promise<void> {
  const id = accountOfUnsubscribeToken(token)
  const { rowCount } = id === null ? { rowCount: 0 } : await pool(payload).query('UPDATE users SET newsletter = false WHERE id = $1', [id])
  if (!rowCount || id === null) throw new ApiError(400, NEWSLETTER_TEXTS.invalidLink)
  // A letter already queued for them does not leave: « works at once » (RFC 8058).
  await dropUnwantedCopies(payload, id)
}

/** The member's own choice in their space. */
export async function setNewsletterPreference(payload: Payload, user: User, subscribed: boolean): Promise<void> {
  await payload.update({
    collection: 'users',
    id: user.id,
    user,
    overrideAccess: false,
    context: { flow: 'newsletter' },
    data: { newsletter: subscribed },
  })
  if (!subscribed) await dropUnwantedCopies(payload, user.id)
}
