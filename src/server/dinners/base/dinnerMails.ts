import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { tablemateLine } from '@/domain/tablemateNaming'

import {
  bookingNewsText,
  type BookingNews,
  changeMailText,
  type ConfirmedDinner,
  type DinnerFacts,
  type MailText,
  tableMailText,
} from './dinnerMailTexts'
import { dinnerCalendar, type InvitedDinner, nextSequence } from './invitation'
import { noShowFeeNoticeFor } from '../../billing/noShowFees/feeNotice'
import { sql, type Transaction } from '../../db/transaction'
import { composeMail } from '../../email/layout'
import { type CalendarMethod, mailSubject } from '../../email/mailContent'
import { enqueueMail } from '../../email/outbox'
import { siteUrl } from '../../env'

type Guest = { email: string; first_name: string | null }
/** A booking the mail is about: whose it is, and its id (the invitation's UID). */
export type MailedBooking = { id: number; member_id: number; plus_one: boolean | null; status?: string }
export type { ConfirmedDinner }

async function guest(tx: Transaction, memberId: number): Promise<Guest> {
  const [row] = await tx.query<Guest>(sql`SELECT email, first_name FROM users WHERE id = ${memberId}`)
  return row
}

function invitedDinner(dinner: DinnerFacts, venue: InvitedDinner['venue'] = null): InvitedDinner {
  return { title: dinner.title, startsAt: new Date(dinner.starts_at), city: dinner.city, venue }
}

/**
 * The mails are written inside transactions that hold a dinner's lock: the site settings they
 * need are read before it (reading them inside would take a second pooled connection while the
 * lock is held, and twenty members booking at once would wait on each other).
 *
 * Queues a mail about a booking (its words from dinnerMailTexts.ts), with the dinner as a calendar
 * invitation (REQUEST or CANCEL) under the booking's UID and its next SEQUENCE, in the caller's transaction.
 */
export async function queueDinnerMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  booking: MailedBooking,
  mail: { kind: string; text: MailText; calendar?: { method: CalendarMethod; dinner: InvitedDinner } },
): Promise<number> {
  const { to, composed, subject } = await addressed(settings, tx, booking.member_id, mail.text)
  const calendar = mail.calendar && {
    method: mail.calendar.method,
    content: dinnerCalendar(
      mail.calendar.method,
      { name: settings.brandName, email: settings.contactEmail },
      [{ bookingId: booking.id, sequence: await nextSequence(tx, booking.id), dinner: mail.calendar.dinner }],
      { email: to.email, name: to.first_name },
    ),
  }
  return enqueueMail(tx, { kind: mail.kind, to: to.email, subject, ...composed, calendar, bookingId: booking.id })
}

/** A mail to a member, greeted by their first name, with the brand before its subject. */
async function addressed(settings: SiteSettingsValues, tx: Transaction, memberId: number, text: MailText) {
  const to = await guest(tx, memberId)
  const composed = await composeMail(settings, { firstName: to.first_name, paragraphs: text.paragraphs })
  return { to, composed, subject: mailSubject(settings.brand.name, text.subject) }
}

/** A mail to a member about their record rather than one booking (the no-show policy), in the caller's transaction. */
export async function queueMemberMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  memberId: number,
  kind: string,
  text: MailText,
  bookingId?: number,
): Promise<number> {
  const { to, composed, subject } = await addressed(settings, tx, memberId, text)
  return enqueueMail(tx, { kind, to: to.email, subject, ...composed, bookingId })
}

/**
 * Tells a member what became of their booking: booked or promoted (with the invitation, no venue
 * yet), on the waitlist (with their position), or cancelled, by them or with the dinner (the invitation withdrawn).
 */
export async function queueBookingMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  booking: MailedBooking,
  dinner: DinnerFacts,
  news: BookingNews,
  position = 0,
): Promise<number> {
  const { method, ...text } = bookingNewsText(news, booking, dinner, position, siteUrl(), noShowFeeNoticeFor(settings))
  return queueDinnerMail(settings, tx, booking, {
    kind: `dinner-${news}`,
    text,
    calendar: method ? { method, dinner: invitedDinner(dinner) } : undefined,
  })
}

export type SeatedGuest = MailedBooking & { tableNumber: number }

/** What the table mail tells a guest of a dinner whose tables are confirmed. */
export async function confirmedDinnerFacts(tx: Transaction, dinnerId: number): Promise<ConfirmedDinner> {
  const [row] = await tx.query<Omit<ConfirmedDinner, 'speakers'>>(sql`
    SELECT id, title, starts_at, city, venue_name, venue_address FROM dinners WHERE id = ${dinnerId}`)
  const speakers = await tx.query<{ name: string; role: string }>(
    sql`SELECT name, role FROM dinners_speakers WHERE _parent_id = ${dinnerId} ORDER BY _order`,
  )
  return { ...row, speakers }
}

/**
 * A guest's tablemates as the table mail and the morning brief list them: first name and sector,
 * the sector alone for one who chose not to be named (nothing more personal), named ones first.
 */
export async function tablemateLines(
  tx: Transaction,
  seat: { dinnerId: number; tableNumber: number; memberId: number },
): Promise<string[]> {
  const rows = await tx.query<{ first_name: string | null; sector: string | null; named: boolean }>(sql`
    SELECT u.first_name, u.sector, COALESCE(u.named_to_tablemates, true) AS named FROM bookings b JOIN users u ON u.id = b.member_id
     WHERE b.dinner_id = ${seat.dinnerId} AND b.table_number = ${seat.tableNumber} AND b.status = 'booked'
       AND b.member_id <> ${seat.memberId}
     ORDER BY COALESCE(u.named_to_tablemates, true) DESC, u.first_name`)
  return rows.map((row) => tablemateLine({ firstName: row.first_name, sector: row.sector, named: row.named }))
}

/**
 * The confirmation of the tables, with the guest's tablemates as seated in the caller's
 * transaction, and the venue revealed in the guest's calendar (the same UID, a higher SEQUENCE).
 */
export async function queueTableMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  seat: SeatedGuest,
  dinner: ConfirmedDinner,
): Promise<number> {
  const tablemates = await tablemateLines(tx, { dinnerId: dinner.id, tableNumber: seat.tableNumber, memberId: seat.member_id })
  return queueDinnerMail(settings, tx, seat, {
    kind: 'dinner-table',
    text: tableMailText({ ...seat, tablemates }, dinner, siteUrl(), settings.contactEmail),
    calendar: { method: 'REQUEST', dinner: invitedDinner(dinner, { name: dinner.venue_name, address: dinner.venue_address }) },
  })
}

/** The dinner's date, time or place changed: what changed, and the invitation updated. */
export async function queueChangeMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  booking: MailedBooking,
  dinner: DinnerFacts & { venue_name: string; venue_address: string },
  changes: string[],
  venueRevealed: boolean,
): Promise<number> {
  return queueDinnerMail(settings, tx, booking, {
    kind: 'dinner-changed',
    text: changeMailText(dinner, changes, siteUrl()),
    calendar: {
      method: 'REQUEST',
      dinner: invitedDinner(dinner, venueRevealed ? { name: dinner.venue_name, address: dinner.venue_address } : null),
    },
  })
}
