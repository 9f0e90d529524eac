import type { Payload } from 'payload'

import { fill } from '@/domain/fill'
import { type SponsorshipSettings, INVITATION_DAYS, quarterOf, SPONSORSHIP_ERRORS, SPONSORSHIP_PATHS } from '@/domain/sponsorship'
import { DAY_MS } from '@/domain/time'
import type { User } from '@/payload-types'

import { INVITATION_MAIL_KIND, invitationMailText } from './invitationMailTexts'
import { hashOfToken, newSecretToken } from '../auth/secretTokens'
import { inTransaction, sql, type Transaction } from '../db/transaction'
import { emailedLink } from '../email/emailedLink'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import { deliverInBackground, enqueueMail } from '../email/outbox'
import { ApiError } from '../http/errors'
import { getSiteSettings } from '../settings/siteSettings'

type Queryable = Pick<Transaction, 'query'>

export const fullName = (person: { first_name?: string | null; last_name?: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ')

/** The member's quota this quarter: the premium one for a premium plan, paid or chosen. */
export async function quotaOf(db: Queryable, member: Pick<User, 'id' | 'pricingPlan'>, settings: SponsorshipSettings): Promise<number> {
  const [membership] = await db.query<{ plan: string }>(sql`SELECT plan FROM memberships WHERE member_id = ${member.id}`)
  const plan = membership?.plan ?? member.pricingPlan
  return plan === 'premium' ? settings.premiumQuota : settings.quota
}

/** Invitations the member sent since the quarter began. */
export async function sentThisQuarter(db: Queryable, memberId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ count: string }>(sql`
    SELECT count(*) AS count FROM sponsor_invitations WHERE sponsor_id = ${memberId} AND sent_at >= ${quarterOf(now).start.toISOString()}`)
  return Number(row?.count ?? 0)
}

/**
 * Sends an invitation: under the sponsor's row lock, the quarter's count is read and the new row
 * written in one transaction, so that of two sends at once over the quota the second waits for
 * the first and is refused. The link's token is random, its hash alone is kept; the mail leaves
 * once the row is committed.
 */
export async function sendInvitation(
  payload: Payload,
  sponsor: User,
  input: { email: string; message: string },
  now = new Date(),
): Promise<{ id: number }> {
  if (input.email === sponsor.email.toLowerCase()) throw new ApiError(400, SPONSORSHIP_ERRORS.ownAddress)
  const settings = await getSiteSettings(payload)
  const token = newSecretToken()
  const name = [sponsor.firstName, sponsor.lastName].filter(Boolean).join(' ')
  const { subject, paragraphs } = invitationMailText({
    sponsor: name,
    brand: settings.brand,
    message: input.message,
    href: emailedLink(SPONSORSHIP_PATHS.invitationPage, token),
  })
  const mail = {
    to: input.email,
    kind: INVITATION_MAIL_KIND,
    subject: mailSubject(settings.brandName, subject),
    ...(await composeMail(settings, { paragraphs })),
  }
  const { id, mailId } = await inTransaction(payload, async (tx) => {
    await tx.query(sql`SELECT id FROM users WHERE id = ${sponsor.id} FOR NO KEY UPDATE`)
    const quota = await quotaOf(tx, sponsor, settings.sponsorship)
    if ((await sentThisQuarter(tx, sponsor.id, now)) >= quota) {
      throw new ApiError(409, fill(SPONSORSHIP_ERRORS.quotaReached, { quota }))
    }
    const [row] = await tx.query<{ id: number }>(sql`
      INSERT INTO sponsor_invitations (sponsor_id, email, message, token_hash, sent_at, expires_at)
      VALUES (${sponsor.id}, ${input.email}, ${input.message || null}, ${hashOfToken(token)}, ${now.toISOString()},
              ${new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString()})
      RETURNING id`)
    return { id: row.id, mailId: await enqueueMail(tx, mail) }
  })
  deliverInBackground(payload, mailId)
  return { id }
}

type InvitationRow = { id: number; email: string; message: string | null; expires_at: Date; used_at: Date | null; sponsor_id: number }

/** Why a link cannot open a registration, if it cannot: unknown (or forged), used, or expired. */
function refusal(row: InvitationRow | undefined): string | null {
  if (!row) return SPONSORSHIP_ERRORS.invitationInvalid
  if (row.used_at) return SPONSORSHIP_ERRORS.invitationUsed
  if (new Date(row.expires_at).getTime() <= Date.now()) return SPONSORSHIP_ERRORS.invitationExpired
  return null
}

export type InvitationView =
  { state: 'refused'; message: string } | { state: 'valid'; sponsor: string; message: string | null; email: string }

/** What the invitation's page shows: reading the link changes nothing (mail scanners follow links). */
export async function describeInvitation(db: Queryable, token: string): Promise<InvitationView> {
  const [row] = await db.query<InvitationRow & { first_name: string | null; last_name: string | null }>(sql`
    SELECT i.id, i.email, i.message, i.expires_at, i.used_at, i.sponsor_id, u.first_name, u.last_name
      FROM sponsor_invitations i JOIN users u ON u.id = i.sponsor_id WHERE i.token_hash = ${hashOfToken(token)}`)
  const refused = refusal(row)
  if (refused || !row) return { state: 'refused', message: refused ?? SPONSORSHIP_ERRORS.invitationInvalid }
  return { state: 'valid', sponsor: fullName(row), message: row.message, email: row.email }
}

/**
 * Takes the invitation for the account being created, in the sign-up's transaction and under the
 * link's row lock: it serves once, before its expiry. It records the sponsor and nothing else;
 * the account's status is the registration's own (pending), whatever the link says.
 */
export async function useInvitation(tx: Transaction, token: string, applicantId: number): Promise<void> {
  const [row] = await tx.query<InvitationRow>(sql`
    SELECT id, email, message, expires_at, used_at, sponsor_id FROM sponsor_invitations
     WHERE token_hash = ${hashOfToken(token)} FOR UPDATE`)
  const refused = refusal(row)
  if (refused || !row) throw new ApiError(400, refused ?? SPONSORSHIP_ERRORS.invitationInvalid)
  await tx.query(sql`UPDATE sponsor_invitations SET used_at = now(), applicant_id = ${applicantId} WHERE id = ${row.id}`)
}
