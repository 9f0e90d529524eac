import type { Payload } from 'payload'

import { isMember } from '@/domain/membership'
import { SECOND_SPONSOR_DAYS, SPONSORSHIP_ERRORS, SPONSORSHIP_PATHS, SPONSORSHIP_TEXTS } from '@/domain/sponsorship'
import { DAY_MS } from '@/domain/time'
import type { User } from '@/payload-types'

import { SECOND_SPONSOR_MAIL_KIND, secondSponsorMailText } from './invitationMailTexts'
import { fullName } from './invitations'
import { hashOfToken, newSecretToken } from '../auth/secretTokens'
import { pool } from '../db/pool'
import { inTransaction, sql, type Transaction } from '../db/transaction'
import { emailedLink } from '../email/emailedLink'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import { deliverInBackground, enqueueMail } from '../email/outbox'
import { ApiError } from '../http/errors'
import { getSiteSettings } from '../settings/siteSettings'

type Asked = { applicant_id: number; status: string; first_name: string | null; last_name: string | null }

/** The application the sponsor's invitation led to, still pending; refused otherwise. */
async function sponsoredApplication(tx: Transaction, sponsorId: number, invitationId: number): Promise<Asked> {
  const [row] = await tx.query<Asked & { sponsor_id: number }>(sql`
    SELECT i.sponsor_id, i.applicant_id, a.application_status AS status, a.first_name, a.last_name
      FROM sponsor_invitations i LEFT JOIN users a ON a.id = i.applicant_id WHERE i.id = ${invitationId} FOR UPDATE OF i`)
  if (!row || row.sponsor_id !== sponsorId) throw new ApiError(403, SPONSORSHIP_ERRORS.notYourInvitation)
  if (row.applicant_id === null || row.status !== 'pending') throw new ApiError(409, SPONSORSHIP_ERRORS.secondNotApplied)
  return row
}

/**
 * The sponsor asks another member to second the application their invitation led to: that member
 * gets a link of their own (random, its hash kept, SECOND_SPONSOR_DAYS days) whose page's button
 * confirms. One second sponsor per application. The answer is the same whether the address is a
 * member's or not, so that it tells nobody who belongs to the club.
 */
export async function askSecondSponsor(payload: Payload, sponsor: User, input: { invitationId: number; email: string }): Promise<string> {
  const settings = await getSiteSettings(payload)
  const token = newSecretToken()
  const mailId = await inTransaction(payload, async (tx) => {
    const asked = await sponsoredApplication(tx, sponsor.id, input.invitationId)
    const [already] = await tx.query(sql`SELECT 1 FROM second_sponsors WHERE applicant_id = ${asked.applicant_id}`)
    if (already) throw new ApiError(409, SPONSORSHIP_ERRORS.secondAlready)
    if (input.email === sponsor.email.toLowerCase()) throw new ApiError(400, SPONSORSHIP_ERRORS.secondSelf)
    const [second] = await tx.query<{ id: number; role: string; application_status: string; first_name: string | null }>(sql`
      SELECT id, role, application_status, first_name FROM users WHERE lower(email) = ${input.email}`)
    if (!second || !isMember({ role: second.role, applicationStatus: second.application_status }) || second.id === asked.applicant_id) {
      return null
    }
    await tx.query(sql`
      INSERT INTO second_sponsors (applicant_id, member_id, asked_by_id, token_hash, expires_at)
      VALUES (${asked.applicant_id}, ${second.id}, ${sponsor.id}, ${hashOfToken(token)}, ${new Date(Date.now() + SECOND_SPONSOR_DAYS * DAY_MS).toISOString()})`)
    const { subject, paragraphs } = secondSponsorMailText({
      sponsor: [sponsor.firstName, sponsor.lastName].filter(Boolean).join(' '),
      applicant: fullName(asked),
      href: emailedLink(SPONSORSHIP_PATHS.secondSponsorPage, token),
    })
    return enqueueMail(tx, {
      to: input.email,
      kind: SECOND_SPONSOR_MAIL_KIND,
      subject: mailSubject(settings.brandName, subject),
      ...(await composeMail(settings, { firstName: second.first_name, paragraphs })),
    })
  })
  if (mailId !== null) deliverInBackground(payload, mailId)
  return SPONSORSHIP_TEXTS.secondAsked
}

type SecondRow = { applicant_id: number; expires_at: Date; confirmed_at: Date | null; sponsor: string; applicant: string }

export type SecondSponsorView = { state: 'refused'; message: string } | { state: 'valid'; sponsor: string; applicant: string }

function refusal(row: Pick<SecondRow, 'expires_at' | 'confirmed_at'> | undefined): string | null {
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return SPONSORSHIP_ERRORS.secondInvalid
  if (row.confirmed_at) return SPONSORSHIP_ERRORS.secondUsed
  return null
}

/** What the second sponsor's page shows before anything is done. */
export async function describeSecondSponsor(payload: Payload, token: string): Promise<SecondSponsorView> {
  const { rows } = await pool(payload).query<SecondRow>(
    `SELECT ss.applicant_id, ss.expires_at, ss.confirmed_at,
            concat_ws(' ', s.first_name, s.last_name) AS sponsor, concat_ws(' ', a.first_name, a.last_name) AS applicant
       FROM second_sponsors ss JOIN users a ON a.id = ss.applicant_id LEFT JOIN users s ON s.id = ss.asked_by_id
      WHERE ss.token_hash = $1`,
    [hashOfToken(token)],
  )
  const refused = refusal(rows[0])
  if (refused) return { state: 'refused', message: refused }
  return { state: 'valid', sponsor: rows[0].sponsor, applicant: rows[0].applicant }
}

/** The page's button: confirms once, before the link's expiry, under the row's lock. */
export async function confirmSecondSponsor(payload: Payload, token: string): Promise<string> {
  await inTransaction(payload, async (tx) => {
    const [row] = await tx.query<Pick<SecondRow, 'expires_at' | 'confirmed_at'>>(sql`
      SELECT expires_at, confirmed_at FROM second_sponsors WHERE token_hash = ${hashOfToken(token)} FOR UPDATE`)
    const refused = refusal(row)
    if (refused) throw new ApiError(row?.confirmed_at ? 409 : 400, refused)
    await tx.query(sql`UPDATE second_sponsors SET confirmed_at = now() WHERE token_hash = ${hashOfToken(token)}`)
  })
  return SPONSORSHIP_TEXTS.secondDone
}
