import type { Pool } from 'pg'

import type { DinnerBoard } from '@/domain/api/dinners'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS } from '@/domain/personality'

import { STORED_TABLES_SQL, type StoredRow } from '../base/storedTables'

/** A booked guest as the board's query reads them: the member's profile and answers, and their booking. */
export type BookedGuestRow = {
  id: number
  firstName: string | null
  lastName: string | null
  sector: string | null
  job: string | null
  company: string | null
  plusOne: boolean | null
  guestFirstName: string | null
  guestDietaryNeeds: string | null
  note: string | null
  tableNumber: number | string | null
  allergies: string[]
  preferences: string[]
  otherDiet: string | null
  languages: string[]
  /** The personality test, by slider and choice id (null where unanswered). */
  answers: Record<string, number | string | null>
}

export type BoardFacts = {
  dinner: Omit<DinnerBoard['dinner'], 'startsAt' | 'tablesConfirmedAt'> & { startsAt: string; tablesConfirmedAt: string | null }
  /** Booked (or attended), in booking order. */
  booked: BookedGuestRow[]
  /** Waiting, in the order they joined the list. */
  waitlisted: { id: number; firstName: string | null; lastName: string | null; plusOne: boolean | null; note: string | null }[]
  stored: StoredRow | null
  /** Pairs of booked guests a conduct report keeps apart. */
  apart: [number, number][]
  /** Booked guests who already shared a confirmed table, or sponsored one another (tables.ts' pastTables). */
  pastTables: number[][]
  /** The names of members in the stored tables who are no longer booked. */
  departed: { id: number; firstName: string | null; lastName: string | null }[]
}

const ANSWERS_JSON = `json_build_object(${[...PERSONALITY_SLIDERS, ...PERSONALITY_CHOICES]
  .map((question) => `'${question.id}', u.personality_responses_${question.id}`)
  .join(', ')})`

const valuesOf = (table: string) =>
  `coalesce((SELECT json_agg(v.value ORDER BY v."order") FROM ${table} v WHERE v.parent_id = u.id), '[]'::json)`

const BOOKED_GUEST_JSON = `json_build_object(
  'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'sector', u.sector, 'job', u.current_job, 'company', u.company,
  'plusOne', b.plus_one, 'guestFirstName', b.guest_first_name, 'guestDietaryNeeds', b.guest_dietary_needs, 'note', b.team_note,
  'tableNumber', b.table_number, 'allergies', ${valuesOf('users_dietary_info_allergies')},
  'preferences', ${valuesOf('users_dietary_info_preferences')}, 'otherDiet', u.dietary_info_other_info,
  'languages', ${valuesOf('users_languages')}, 'answers', ${ANSWERS_JSON})`

/** The board's query for the dinner whose id is `dinnerId` (a parameter, or a column of an outer query): one row of JSON columns. */
const boardOf = (dinnerId: string) => `
    WITH guests AS (SELECT member_id FROM bookings WHERE dinner_id = ${dinnerId} AND status IN ('booked', 'attended'))
    SELECT json_build_object(
             'id', d.id, 'title', d.title, 'theme', d.theme, 'startsAt', d.starts_at, 'city', d.city, 'status', d.status, 'seats', d.seats,
             'tableSizeMin', d.table_size_min, 'tableSizeMax', d.table_size_max, 'tablesConfirmedAt', d.tables_confirmed_at,
             'venueName', d.venue_name, 'venueAddress', d.venue_address,
             'speakers', coalesce((SELECT json_agg(json_build_object('name', s.name, 'role', s.role) ORDER BY s._order)
                                     FROM dinners_speakers s WHERE s._parent_id = d.id), '[]'::json)) AS dinner,
           coalesce((SELECT json_agg(${BOOKED_GUEST_JSON} ORDER BY b.created_at, b.id)
                       FROM bookings b JOIN users u ON u.id = b.member_id
                      WHERE b.dinner_id = d.id AND b.status IN ('booked', 'attended')), '[]'::json) AS booked,
           coalesce((SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
                                                       'plusOne', b.plus_one, 'note', b.team_note) ORDER BY b.queued_at, b.id)
                       FROM bookings b JOIN users u ON u.id = b.member_id
                      WHERE b.dinner_id = d.id AND b.status = 'waitlisted'), '[]'::json) AS waitlisted,
           (SELECT ${STORED_TABLES_SQL} FROM dinner_tables t WHERE t.dinner_id = d.id) AS stored,
           coalesce((SELECT json_agg(json_build_array(c.reporter_id, c.reported_id))
                       FROM (SELECT DISTINCT reporter_id, reported_id FROM conduct_reports
                              WHERE reporter_id IN (SELECT member_id FROM guests) AND reported_id IN (SELECT member_id FROM guests)) c),
                    '[]'::json) AS apart,
           coalesce((SELECT json_agg(known.members) FROM (
                       SELECT array_agg(member_id) AS members FROM bookings
                        WHERE table_number IS NOT NULL AND dinner_id <> d.id AND member_id IN (SELECT member_id FROM guests)
                          AND status IN ('booked', 'attended')
                        GROUP BY dinner_id, table_number HAVING count(*) > 1
                       UNION ALL
                       SELECT ARRAY[sponsor_id, applicant_id] FROM sponsor_invitations
                        WHERE sponsor_id IN (SELECT member_id FROM guests) AND applicant_id IN (SELECT member_id FROM guests)
                       UNION ALL
                       SELECT ARRAY[member_id, applicant_id] FROM second_sponsors
                        WHERE confirmed_at IS NOT NULL AND member_id IN (SELECT member_id FROM guests)
                          AND applicant_id IN (SELECT member_id FROM guests)) known), '[]'::json) AS "pastTables",
           coalesce((SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name))
                       FROM users u
                      WHERE u.id IN (SELECT r.users_id FROM dinner_tables_rels r JOIN dinner_tables t ON t.id = r.parent_id
                                      WHERE t.dinner_id = d.id)
                        AND u.id NOT IN (SELECT member_id FROM guests)), '[]'::json) AS departed
      FROM dinners d WHERE d.id = ${dinnerId}`

/** The board's query: everything below for the dinner $1. */
const BOARD_SQL = boardOf('$1')

/** The dinners starting on the Paris day $1 (YYYY-MM-DD), cancelled ones aside, by starting time: an evening's. */
const EVENING_DINNERS_SQL = `
    SELECT id FROM dinners
     WHERE starts_at >= ($1::date)::timestamp AT TIME ZONE '${DINNER_TIME_ZONE}'
       AND starts_at < ($1::date + 1)::timestamp AT TIME ZONE '${DINNER_TIME_ZONE}'
       AND status <> 'cancelled'
     ORDER BY starts_at, id`

/**
 * The boards of several dinners (ids $1), in that order: the board's query for each (`boardOf`,
 * run once per dinner), so that a dinner's board read with others never differs from its own.
 */
export const BOARDS_SQL = `
    SELECT board.* FROM unnest($1::int[]) WITH ORDINALITY AS e(id, ord) CROSS JOIN LATERAL (${boardOf('e.id')}) board
     ORDER BY e.ord`

/**
 * Everything the composition board shows of one dinner and composes from, in one query: the
 * dinner and its speakers, its booked guests (profile, dietary needs, languages and answers,
 * booking), its waitlist, its stored tables, the reported pairs and past tablemates among its
 * guests, and the names of those who left the stored tables. Null when there is no such dinner.
 * The caller checks the admin's right. A named statement: PostgreSQL parses it once per
 * connection and soon keeps its plan, which costs as much to make as the query to run (a dozen
 * subplans).
 */
export async function boardFacts(db: Pick<Pool, 'query'>, dinnerId: number): Promise<BoardFacts | null> {
  const { rows } = await db.query<BoardFacts>({ name: 'dinner-board', text: BOARD_SQL, values: [dinnerId] })
  return rows[0] ?? null
}

/** The dinners of the Paris day `day` (YYYY-MM-DD), cancelled ones aside, by starting time. */
export async function eveningDinnerIds(db: Pick<Pool, 'query'>, day: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>({ name: 'evening-dinners', text: EVENING_DINNERS_SQL, values: [day] })
  return rows.map((row) => row.id)
}

/** The board facts of each of these dinners, in one query (BOARDS_SQL), in their order. The caller checks the admin's right. */
export async function boardsFacts(db: Pick<Pool, 'query'>, dinnerIds: readonly number[]): Promise<BoardFacts[]> {
  const { rows } = await db.query<BoardFacts>({ name: 'dinner-boards', text: BOARDS_SQL, values: [dinnerIds] })
  return rows
}
