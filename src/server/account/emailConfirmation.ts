import type { Payload } from 'payload'

import { EMAIL_CONFIRMATION_HOURS } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { PAGE_SEO } from '@/domain/pageSeo'
import type { User } from '@/payload-types'

import { addressChangeNoticeText, type ConfirmationKind, confirmationText } from './accountMailTexts'
import { carryOverTo } from './keptAfterErasure'
import { hashOfToken, newSecretToken } from '../auth/secretTokens'
import { inTransaction, sql, type Transaction } from '../db/transaction'
import { emailedLink } from '../email/emailedLink'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import { deliverInBackground, enqueueMail } from '../email/outbox'
import { ApiError } from '../http/errors'
import { getSiteSettings } from '../settings/siteSettings'

/**
 * Proven e-mail addresses (DESIGN §4): a link sent to the address, valid 48 hours and once. The
 * database keeps the link's SHA-256 only. A new link replaces the previous ones. Confirming the
 * account's address stamps it; confirming a new address makes it the account's.
 */

function confirmationLink(token: string): string {
  return emailedLink(PAGE_SEO.emailConfirmation.path, token)
}

type Kind = ConfirmationKind

async function mailFor(payload: Payload, user: Pick<User, 'firstName'>, address: string, token: string, kind: Kind) {
  const settings = await getSiteSettings(payload)
  const { subject, paragraphs } = confirmationText(kind, confirmationLink(token))
  return {
    to: address,
    subject: mailSubject(settings.brandName, subject),
    kind: `email-confirmation-${kind}`,
    ...(await composeMail(settings, { firstName: user.firstName, paragraphs })),
  }
}

/**
 * Prepares a confirmation link for `address`: the mail is built outside any transaction (it reads
 * the site settings), and `queue` stores the link and the mail in the caller's transaction,
 * replacing the earlier links; the caller sends the mail once that transaction is committed.
 */
export async function prepareConfirmation(payload: Payload, user: Pick<User, 'firstName'>, address: string, kind: Kind) {
  const token = newSecretToken()
  const mail = await mailFor(payload, user, address, token, kind)
  return {
    queue: async (tx: Transaction, userId: number): Promise<number> => {
      await tx.query(sql`UPDATE email_confirmations SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`)
      await tx.query(sql`
        INSERT INTO email_confirmations (user_id, email, token_hash, expires_at)
        VALUES (${userId}, ${address}, ${hashOfToken(token)}, now() + make_interval(hours => ${EMAIL_CONFIRMATION_HOURS}))`)
      return enqueueMail(tx, mail)
    },
  }
}

/** Sends a confirmation link for `address` (the account's, or the new one it asked for). */
export async function sendConfirmation(payload: Payload, user: Pick<User, 'id' | 'firstName'>, address: string, kind: Kind): Promise<void> {
  const { queue } = await prepareConfirmation(payload, user, address, kind)
  deliverInBackground(payload, await inTransaction(payload, (tx) => queue(tx, user.id)))
}

/** Tells the account's current address that another one was asked for (in case it was not them). */
export async function sendAddressChangeNotice(
  payload: Payload,
  user: Pick<User, 'firstName' | 'email'>,
  newAddress: string,
): Promise<void> {
  const settings = await getSiteSettings(payload)
  const { subject, paragraphs } = addressChangeNoticeText(settings.brand, newAddress)
  const mail = {
    to: user.email,
    kind: 'email-change-notice',
    subject: mailSubject(settings.brandName, subject),
    ...(await composeMail(settings, { firstName: user.firstName, paragraphs })),
  }
  const mailId = await inTransaction(payload, (tx) => enqueueMail(tx, mail))
  deliverInBackground(payload, mailId)
}

/**
 * Follows a link: once, within 48 hours, and only for the address the account still has or
 * still asks for. Returns whether the account's address changed.
 */
export async function confirmAddress(payload: Payload, token: string, userId: number): Promise<{ changed: boolean }> {
  return inTransaction(payload, async (tx) => {
    // Only from the account's own session: receiving the mail is not agreeing to someone
    // else's account (a stranger, or a mail scanner, following the link proves nothing).
    const [link] = await tx.query<{ user_id: number; email: string }>(sql`
      UPDATE email_confirmations SET used_at = now()
       WHERE token_hash = ${hashOfToken(token)} AND used_at IS NULL AND expires_at > now() AND user_id = ${userId}
       RETURNING user_id, email`)
    if (!link) {
      const [other] = await tx.query(
        sql`SELECT 1 FROM email_confirmations WHERE token_hash = ${hashOfToken(token)} AND used_at IS NULL AND expires_at > now()`,
      )
      throw other ? new ApiError(403, API_ERRORS.confirmationOtherAccount) : new ApiError(400, API_ERRORS.confirmationInvalid)
    }
    const [account] = await tx.query<{ email: string; pending_email: string | null }>(
      sql`SELECT email, pending_email FROM users WHERE id = ${link.user_id} FOR UPDATE`,
    )
    const changed = Boolean(account && account.pending_email === link.email && account.email !== link.email)
    if (!account || (account.email !== link.email && !changed)) throw new ApiError(400, API_ERRORS.confirmationInvalid)
    // The link proves the holder owns the account: the change is made as that account.
    const owner = await payload.findByID({ collection: 'users', id: link.user_id, overrideAccess: true, depth: 0, req: tx.req })
    const confirmed = await payload.update({
      collection: 'users',
      id: link.user_id,
      user: owner,
      overrideAccess: false,
      context: { flow: 'account' },
      req: tx.req,
      data: changed
        ? { email: link.email, pendingEmail: null, emailVerifiedAt: new Date().toISOString() }
        : { emailVerifiedAt: new Date().toISOString() },
    })
    // A member approved before proving this address: what an erasure kept under it follows them now.
    await carryOverTo(tx, confirmed)
    return { changed }
  })
}

/**
 * A new password ends any address change under way: a link to another address, asked for
 * before the reset, must not take the account back (whoever held the account before may have
 * asked for it).
 */
export async function cancelAddressChange(payload: Payload, userId: number): Promise<void> {
  await inTransaction(payload, async (tx) => {
    await tx.query(sql`
      UPDATE email_confirmations SET used_at = now()
       WHERE user_id = ${userId} AND used_at IS NULL AND email <> (SELECT email FROM users WHERE id = ${userId})`)
    await tx.query(sql`UPDATE users SET pending_email = NULL WHERE id = ${userId}`)
  })
}

/** A new link, from /status: for the address asked for, or else the account's own. */
export async function resendConfirmation(payload: Payload, user: User): Promise<void> {
  if (user.pendingEmail) return sendConfirmation(payload, user, user.pendingEmail, 'new-address')
  if (user.emailVerifiedAt) throw new ApiError(400, API_ERRORS.alreadyConfirmed)
  return sendConfirmation(payload, user, user.email, 'account')
}
