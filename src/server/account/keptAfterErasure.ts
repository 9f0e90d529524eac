import type { Payload } from 'payload'

import type { EarlierRecords } from '@/domain/keptAfterErasure'
import { policyWindowStart } from '@/domain/noShowPolicy'
import type { User } from '@/payload-types'

import { keepBillingFacts } from './keptBillingRecords'
import { memberKeys } from './memberKeys'
import { pool } from '../db/pool'
import { sql, type Transaction } from '../db/transaction'
import { getSiteSettings } from '../settings/siteSettings'

/**
 * What an erasure must not wipe (src/domain/keptAfterErasure.ts; tables in the migrations
 * 20261206_120000 and 20261206_140000): the reports about the person and their absences that still
 * count, kept under their keys (memberKeys.ts) with nothing else of them, until an approved member
 * proves the same address; then they are that member's, and the keys go.
 */

type Queryable = Pick<Transaction, 'query'>

/**
 * An account about to be erased, in the erasure's transaction, before its rows go (whoever erases
 * it): the reports about it keep their reporter, reason and date under its keys, without the
 * account, the words or the dinner; its absences within the no-show policy's window keep their
 * dates, those carried over from an earlier account included; a paid membership keeps its
 * billing facts under a pseudonym, as accounting law asks (keptBillingRecords.ts).
 */
export async function keepAfterErasure(payload: Payload, tx: Queryable, userId: number): Promise<void> {
  const [person] = await tx.query<{ email: string; phone: string | null }>(sql`SELECT email, phone FROM users WHERE id = ${userId}`)
  if (!person) return
  const keys = memberKeys(person)
  await keepBillingFacts(tx, userId)
  await tx.query(sql`
    UPDATE conduct_reports
       SET reported_id = NULL, reported_email_key = ${keys.email}, reported_phone_key = COALESCE(${keys.phone}, reported_phone_key),
           message = NULL, dinner_id = NULL, kept_after_erasure = true
     WHERE reported_id = ${userId}`)
  const { noShowPolicy } = await getSiteSettings(payload)
  const counting = policyWindowStart(noShowPolicy, new Date())
  await tx.query(sql`
    UPDATE kept_no_shows SET member_id = NULL, email_key = ${keys.email}, phone_key = COALESCE(${keys.phone}, phone_key)
     WHERE member_id = ${userId}`)
  await tx.query(sql`
    INSERT INTO kept_no_shows (email_key, phone_key, dinner_at)
    SELECT ${keys.email}, ${keys.phone}, d.starts_at FROM bookings b JOIN dinners d ON d.id = b.dinner_id
     WHERE b.member_id = ${userId} AND b.attendance = 'no_show' AND d.starts_at >= ${counting}`)
}

/**
 * What is kept under an address becomes the account's once the account is an approved member's
 * and the address is proven: at the approval when it was confirmed before, else when the member
 * confirms it (emailConfirmation.ts). An address nobody confirmed may be a stranger's, and a phone
 * number is never checked: either would hand a stranger someone else's absences, and tell them
 * that an erased member had them. Carried over, a record names the member and loses its keys, so
 * that nobody later typing the same number is told about it.
 */
export async function carryOverTo(tx: Queryable, member: Pick<User, 'id' | 'email' | 'emailVerifiedAt' | 'role' | 'applicationStatus'>) {
  if (!member.emailVerifiedAt || member.role !== 'applicant' || member.applicationStatus !== 'approved') return
  const { email } = memberKeys(member)
  await tx.query(sql`
    UPDATE conduct_reports SET reported_id = ${member.id}, reported_email_key = NULL, reported_phone_key = NULL
     WHERE reported_id IS NULL AND reporter_id <> ${member.id} AND reported_email_key = ${email}`)
  await tx.query(sql`
    UPDATE kept_no_shows SET member_id = ${member.id}, email_key = NULL, phone_key = NULL
     WHERE member_id IS NULL AND email_key = ${email}`)
}

type Applicant = Pick<User, 'id' | 'email' | 'phone' | 'emailVerifiedAt'>
type Found = { kind: 'report' | 'noShows'; email_key: string | null; phone_key: string | null; member_id: number | null }

/**
 * For the review dialog: whether a report or absences kept after an erasure concern these
 * applicants' address or phone number (one page of a list at most), or were carried over to them,
 * and where the carry-over stands. Facts only: a report's reason, date and reporter stay out.
 * A record carried over has lost its keys: nobody else giving the same number is told of it.
 */
export async function earlierRecordsOf(payload: Payload, people: readonly Applicant[]): Promise<Map<number, EarlierRecords>> {
  const found = new Map<number, EarlierRecords>()
  if (people.length === 0) return found
  const keyed = people.map((person) => ({ person, keys: memberKeys(person) }))
  const { rows } = await pool(payload).query<Found>(
    `SELECT 'report' AS kind, reported_email_key AS email_key, reported_phone_key AS phone_key, reported_id AS member_id
       FROM conduct_reports
      WHERE (reported_id IS NULL AND (reported_email_key = ANY($1::varchar[]) OR reported_phone_key = ANY($2::varchar[])))
         OR (kept_after_erasure AND reported_id = ANY($3::int[]))
     UNION ALL
     SELECT 'noShows', email_key, phone_key, member_id FROM kept_no_shows
      WHERE (member_id IS NULL AND (email_key = ANY($1::varchar[]) OR phone_key = ANY($2::varchar[]))) OR member_id = ANY($3::int[])`,
    [keyed.map(({ keys }) => keys.email), keyed.flatMap(({ keys }) => (keys.phone ? [keys.phone] : [])), people.map((person) => person.id)],
  )
  for (const { person, keys } of keyed) {
    const held = rows.filter((row) => row.member_id === person.id)
    const byEmail = rows.filter((row) => row.member_id === null && row.email_key === keys.email)
    const byPhone = rows.filter((row) => row.member_id === null && keys.phone !== null && row.phone_key === keys.phone)
    const match = (kind: Found['kind']) =>
      [...held, ...byEmail].some((row) => row.kind === kind) ? 'email' : byPhone.some((row) => row.kind === kind) ? 'phone' : null
    const records: EarlierRecords = { report: match('report'), noShows: match('noShows'), carryOver: null }
    if (held.length > 0) records.carryOver = 'done'
    else if (byEmail.length > 0) records.carryOver = person.emailVerifiedAt ? 'atApproval' : 'afterConfirmation'
    if (records.report || records.noShows) found.set(person.id, records)
  }
  return found
}

/** The nightly upkeep: a kept absence goes once it no longer counts. */
export async function purgeKeptNoShows(tx: Queryable, countingSince: Date): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql`DELETE FROM kept_no_shows WHERE dinner_at < ${countingSince} RETURNING id`)
  return rows.length
}
