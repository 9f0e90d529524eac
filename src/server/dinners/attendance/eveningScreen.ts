import type { Payload } from 'payload'

import { byTableThenName, type EveningGuest, type EveningScreen, type EveningTeamView, type HostMark } from '@/domain/evening'
import type { User } from '@/payload-types'

import { eveningAccess, hostsOf } from './hosts'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { notFound } from '../../http/errors'

type GuestRow = {
  booking_id: number
  first_name: string | null
  last_name: string | null
  table_number: number | null
  plus_one: boolean | null
  guest_first_name: string | null
  guest_dietary_needs: string | null
  attendance: string | null
  host_late: boolean | null
  late_minutes: number | null
  cannot_come: boolean | null
  origin: EveningTeamView['origins'][number]['origin'] | null
  diets: string[]
  allergies: string[]
}

/** The door's mark: the attendance record when there is one (a late cancellation is an absence at the door), else a host's « En retard ». */
function doorMark(row: GuestRow): HostMark | null {
  if (row.attendance === 'present') return 'present'
  if (row.attendance === 'no_show' || row.attendance === 'late_cancel') return 'no_show'
  return row.host_late ? 'late' : null
}

/** The dinner's guests, with only what the door needs: never a last name beyond its initial, an address or a job. */
async function guestRows(tx: Transaction, dinnerId: number): Promise<GuestRow[]> {
  return tx.query<GuestRow>(sql`
    SELECT b.id AS booking_id, m.first_name, m.last_name, b.table_number::int AS table_number, b.plus_one, b.guest_first_name, b.guest_dietary_needs,
           b.attendance, e.host_late, e.late_minutes, e.cannot_come, CASE WHEN b.attendance IS NOT NULL THEN e.mark_origin END AS origin,
           ARRAY(SELECT p.value::text FROM users_dietary_info_preferences p WHERE p.parent_id = m.id ORDER BY p."order") AS diets,
           ARRAY(SELECT a.value::text FROM users_dietary_info_allergies a WHERE a.parent_id = m.id ORDER BY a."order") AS allergies
      FROM bookings b JOIN users m ON m.id = b.member_id LEFT JOIN booking_evening e ON e.booking_id = b.id
     WHERE b.dinner_id = ${dinnerId} AND b.status IN ('booked', 'attended')`)
}

function eveningGuest(row: GuestRow): EveningGuest {
  return {
    bookingId: row.booking_id,
    firstName: row.first_name ?? '',
    lastInitial: (row.last_name ?? '').trim().charAt(0).toUpperCase(),
    table: row.table_number,
    plusOne: row.plus_one ? { firstName: row.guest_first_name ?? '', dietaryNeeds: row.guest_dietary_needs ?? '' } : null,
    diets: row.diets,
    allergies: row.allergies,
    mark: doorMark(row),
    lateMinutes: row.late_minutes,
    cannotCome: Boolean(row.cannot_come),
  }
}

/** The host's screen: the dinner, its speakers and its guests by table, for a host of this dinner in its evening (or an admin). */
export async function readEvening(payload: Payload, user: User, dinnerId: number): Promise<EveningScreen> {
  return inTransaction(payload, async (tx) => {
    const dinner = await eveningAccess(tx, user, dinnerId)
    const speakers = await tx.query<{ name: string }>(sql`
      SELECT name FROM dinners_speakers WHERE _parent_id = ${dinnerId} ORDER BY _order`)
    const guests = (await guestRows(tx, dinnerId)).map(eveningGuest).sort(byTableThenName)
    return {
      dinner: {
        id: dinner.id,
        title: dinner.title,
        startsAt: new Date(dinner.starts_at).toISOString(),
        venueName: dinner.venue_name ?? '',
        speakers: speakers.map((speaker) => speaker.name),
      },
      guests,
      readAt: new Date().toISOString(),
    }
  })
}

/** The team's side on the dinner's page: who hosts, the live counts and each mark's origin (admins). */
export async function eveningForTeam(payload: Payload, dinnerId: number): Promise<EveningTeamView> {
  return inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query(sql`SELECT id FROM dinners WHERE id = ${dinnerId}`)
    if (!dinner) throw notFound()
    const rows = await guestRows(tx, dinnerId)
    const marks = rows.map(doorMark)
    return {
      hosts: await hostsOf(tx, dinnerId),
      counts: {
        expected: rows.length,
        arrived: marks.filter((mark) => mark === 'present').length,
        late: marks.filter((mark) => mark === 'late').length,
        absent: marks.filter((mark) => mark === 'no_show').length,
      },
      origins: rows.flatMap((row) => (row.origin ? [{ bookingId: row.booking_id, origin: row.origin }] : [])),
    }
  })
}
