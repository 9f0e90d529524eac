import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { DateTime } from 'luxon'

import { DINNER_DURATION_HOURS, DINNER_TIME_ZONE } from '@/domain/dinners'

import { sql, type Transaction } from '../../db/transaction'
import type { CalendarMethod } from '../../email/mailContent'
import { siteUrl } from '../../env'
import { processWide } from '../../processWide'

/** The zone's VTIMEZONE, read from its file once (the library reads it on every call). */
function vtimezone(zone: string): string | null {
  const timezones = processWide('vtimezones', () => new Map<string, string | null>())
  if (!timezones.has(zone)) timezones.set(zone, getVtimezoneComponent(zone))
  return timezones.get(zone) ?? null
}

export type InvitedDinner = {
  title: string
  startsAt: Date
  city: string
  /** Shown once the tables are confirmed, as on the site. */
  venue: { name: string; address: string } | null
}

/** One booking as a calendar event; `waiting` marks a place on the waitlist (a tentative event). */
export type BookingEvent = { bookingId: number; sequence: number; dinner: InvitedDinner; waiting?: boolean }

type Organizer = { name: string; email: string }
type Attendee = { email: string; name: string | null }

/** One UID per booking (RFC 5545 §3.8.4.7), so each update or cancellation replaces the same event. */
function invitationUid(bookingId: number): string {
  return `booking-${bookingId}@${new URL(siteUrl()).hostname}`
}

/**
 * The next SEQUENCE of a booking's invitation (RFC 5546 §2.1.4): every REQUEST after the first and
 * every CANCEL carries a higher one, so a calendar applies them in order. Called under the
 * dinner's lock, like every change that sends one.
 */
export async function nextSequence(tx: Transaction, bookingId: number): Promise<number> {
  const [row] = await tx.query<{ sequence: number }>(sql`
    INSERT INTO calendar_invitations (booking_id, sequence) VALUES (${bookingId}, 0)
    ON CONFLICT (booking_id) DO UPDATE SET sequence = calendar_invitations.sequence + 1
    RETURNING sequence`)
  return row.sequence
}

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} satisfies Record<CalendarMethod | 'PUBLISH', ICalCalendarMethod>

/**
 * Dinners in iCalendar (RFC 5545) as an iTIP message (RFC 5546): METHOD, then per booking its
 * UID, SEQUENCE, DTSTAMP in UTC, DTSTART/DTEND with TZID Europe/Paris and its VTIMEZONE. A
 * REQUEST or CANCEL names its one attendee; a PUBLISH (a download, a feed) names none, as the RFC
 * asks. Written by ical-generator; the times go through luxon, which it needs to write a zoned time.
 */
export function dinnerCalendar(
  method: CalendarMethod | 'PUBLISH',
  organizer: Organizer,
  events: readonly BookingEvent[],
  attendee?: Attendee,
): string {
  // The calendar names no zone of its own: ical-generator would then write DTSTAMP without its Z.
  const calendar = ical({
    method: METHODS[method],
    prodId: { company: organizer.name, product: 'diners', language: 'FR' },
    name: method === 'PUBLISH' ? `Mes dîners · ${organizer.name}` : undefined,
    timezone: { name: null, generator: vtimezone },
  })
  for (const { bookingId, sequence, dinner, waiting } of events) {
    const start = DateTime.fromJSDate(dinner.startsAt, { zone: DINNER_TIME_ZONE })
    calendar.createEvent({
      id: invitationUid(bookingId),
      sequence,
      stamp: new Date(),
      start,
      end: start.plus({ hours: DINNER_DURATION_HOURS }),
      timezone: DINNER_TIME_ZONE,
      summary: `Dîner « ${dinner.title} »${waiting ? ' (liste d’attente)' : ''}`,
      location: dinner.venue ? `${dinner.venue.name}, ${dinner.venue.address} (${dinner.city})` : dinner.city,
      description: dinner.venue ? null : 'Le lieu vous sera communiqué dès que les tables seront composées.',
      url: `${siteUrl()}/status`,
      organizer: { name: organizer.name.replaceAll('"', ''), email: organizer.email },
      attendees:
        method === 'PUBLISH' || !attendee
          ? []
          : [
              {
                email: attendee.email,
                // A quote in a name would end its quoted CN parameter (RFC 5545 §3.2 has no escape for it).
                name: attendee.name?.replaceAll('"', '') || undefined,
                rsvp: false,
                role: ICalAttendeeRole.REQ,
                status: method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
              },
            ],
      status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : waiting ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
