import type { Payload } from 'payload'

import type { SponsorshipFacts } from '@/domain/sponsorshipReview'
import { SPONSORSHIP_REVIEW_TEXTS } from '@/domain/sponsorshipReview'
import type { User } from '@/payload-types'

import { memberKeys } from '../account/memberKeys'
import { pool } from '../db/pool'
import { fullName } from '../sponsorship/invitations'

type SponsorRow = {
  applicant_id: number
  message: string | null
  first_name: string | null
  last_name: string | null
  reviewed_at: Date | null
  attended: string
  second_first: string | null
  second_last: string | null
  second_confirmed: Date | null
}

type ConcernRow = { email_key: string; message: string; created_at: Date; first_name: string | null; last_name: string | null }

/**
 * For the review dialog, one page of applicants at most: who sponsored each (the sponsor's word,
 * since when a member, dinners attended), the second sponsor asked, and the concerns members sent
 * about the applicant's address. For the team alone; the sponsor's own space reads none of it.
 */
export async function sponsorshipOf(
  payload: Payload,
  people: readonly Pick<User, 'id' | 'email'>[],
): Promise<Map<number, SponsorshipFacts>> {
  const found = new Map<number, SponsorshipFacts>()
  if (people.length === 0) return found
  const db = pool(payload)
  const ids = people.map((person) => person.id)
  const { rows: sponsors } = await db.query<SponsorRow>(
    `SELECT i.applicant_id, i.message, s.first_name, s.last_name, s.reviewed_at,
            (SELECT count(*) FROM bookings b WHERE b.member_id = s.id AND b.attendance = 'present') AS attended,
            t.first_name AS second_first, t.last_name AS second_last, ss.confirmed_at AS second_confirmed
       FROM sponsor_invitations i
       JOIN users s ON s.id = i.sponsor_id
       LEFT JOIN second_sponsors ss ON ss.applicant_id = i.applicant_id
       LEFT JOIN users t ON t.id = ss.member_id
      WHERE i.applicant_id = ANY($1::int[])`,
    [ids],
  )
  const keys = new Map(people.map((person) => [memberKeys(person).email, person.id]))
  const { rows: concerns } = await db.query<ConcernRow>(
    `SELECT c.email_key, c.message, c.created_at, u.first_name, u.last_name
       FROM sponsor_concerns c LEFT JOIN users u ON u.id = c.author_id
      WHERE c.email_key = ANY($1::varchar[]) ORDER BY c.created_at`,
    [[...keys.keys()]],
  )
  const factsOf = (id: number) => {
    const facts = found.get(id) ?? { sponsor: null, second: null, concerns: [] }
    found.set(id, facts)
    return facts
  }
  for (const row of sponsors) {
    const facts = factsOf(row.applicant_id)
    facts.sponsor = {
      name: fullName(row),
      memberSince: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
      dinnersAttended: Number(row.attended),
      word: row.message,
    }
    if (row.second_first !== null || row.second_last !== null) {
      facts.second = {
        name: fullName({ first_name: row.second_first, last_name: row.second_last }),
        confirmed: row.second_confirmed !== null,
      }
    }
  }
  for (const row of concerns) {
    const id = keys.get(row.email_key)
    if (id === undefined) continue
    factsOf(id).concerns.push({
      author: fullName(row) || SPONSORSHIP_REVIEW_TEXTS.formerMember,
      message: row.message,
      at: new Date(row.created_at).toISOString(),
    })
  }
  return found
}
