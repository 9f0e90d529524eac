import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { CANCEL_DEADLINE_HOURS, canStillCancel, formatDinnerDate, speakerRoleLabel } from '@/domain/dinners'

import { sql, type Transaction } from '../db/transaction'
import { composeMail } from '../email/layout'
import type { CalendarMethod, MailAction, MailContent } from '../email/mailContent'
import { enqueueMail } from '../email/outbox'
import { siteUrl } from '../env'
import { dinnerCalendar, type InvitedDinner, nextSequence } from './invitation'

type Guest = { email: string; first_name: string | null }
type DinnerFacts = { title: string; starts_at: Date | string; city: string }
/** A booking the mail is about: whose it is, and its id (the invitation's UID). */
export type MailedBooking = { id: number; member_id: number; plus_one: boolean | null }

export function spaceLink(): MailAction {
  return { label: 'Ouvrir mon espace', href: `${siteUrl()}/status` }
}

const CALENDAR_NOTE = {
  REQUEST: 'L’invitation jointe ajoute le dîner à votre agenda ; elle sera mise à jour si la date ou le lieu changent.',
  CANCEL: 'L’invitation jointe retire le dîner de votre agenda.',
} satisfies Record<CalendarMethod, string>

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
 * Queues a mail about a booking, with the dinner as a calendar invitation (REQUEST or CANCEL)
 * under the booking's UID and its next SEQUENCE, in the caller's transaction.
 */
export async function queueDinnerMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  booking: MailedBooking,
  mail: {
    kind: string
    subject: (settings: SiteSettingsValues) => string
    paragraphs: (settings: SiteSettingsValues) => MailContent['paragraphs']
    calendar?: { method: CalendarMethod; dinner: InvitedDinner }
  },
): Promise<number> {
  const to = await guest(tx, booking.member_id)
  const composed = await composeMail(settings, { firstName: to.first_name, paragraphs: mail.paragraphs(settings) })
  const calendar = mail.calendar && {
    method: mail.calendar.method,
    content: dinnerCalendar(
      mail.calendar.method,
      { name: settings.brandName, email: settings.contactEmail },
      [{ bookingId: booking.id, sequence: await nextSequence(tx, booking.id), dinner: mail.calendar.dinner }],
      { email: to.email, name: to.first_name },
    ),
  }
  return enqueueMail(tx, { kind: mail.kind, to: to.email, subject: mail.subject(settings), ...composed, calendar })
}

function cancelAdvice(dinner: DinnerFacts): string {
  return canStillCancel(new Date(dinner.starts_at))
    ? `Si vous ne pouvez plus venir, annulez depuis votre espace jusqu’à ${CANCEL_DEADLINE_HOURS} heures avant le dîner, pour laisser la place au suivant.`
    : 'Si vous ne pouvez plus venir, répondez à ce message pour prévenir l’équipe.'
}

/** What a member is told when their booking changes, with the calendar method it carries, if any. */
type BookingNews = 'booked' | 'waitlisted' | 'cancelled' | 'promoted'

function bookingNews(news: BookingNews, booking: MailedBooking, dinner: DinnerFacts, position: number) {
  const when = formatDinnerDate(new Date(dinner.starts_at))
  switch (news) {
    case 'booked':
      return {
        subject: `votre place au dîner « ${dinner.title} »`,
        method: 'REQUEST' as const,
        paragraphs: [
          [
            `Votre place est réservée au dîner « ${dinner.title} », le ${when} à ${dinner.city}${booking.plus_one ? ', avec votre invité' : ''}.`,
            'Le lieu vous sera communiqué dès que les tables seront composées, avec les prénoms et les secteurs de vos voisins de table.',
            cancelAdvice(dinner),
          ],
          CALENDAR_NOTE.REQUEST,
          spaceLink(),
        ],
      }
    case 'waitlisted':
      return {
        subject: `liste d’attente du dîner « ${dinner.title} »`,
        method: null,
        paragraphs: [
          [
            `Le dîner « ${dinner.title} », le ${when} à ${dinner.city}, est complet : vous êtes sur sa liste d’attente, en position ${position}.`,
            'Si une place se libère, nous vous écrivons aussitôt.',
          ],
          spaceLink(),
        ],
      }
    case 'cancelled':
      return {
        subject: `votre réservation pour « ${dinner.title} » est annulée`,
        method: 'CANCEL' as const,
        paragraphs: [
          `Votre réservation au dîner « ${dinner.title} », le ${when}, est bien annulée.`,
          CALENDAR_NOTE.CANCEL,
          { label: 'Voir les dîners ouverts', href: `${siteUrl()}/status` },
        ],
      }
    case 'promoted':
      return {
        subject: `une place s’est libérée pour « ${dinner.title} »`,
        method: 'REQUEST' as const,
        paragraphs: [
          [
            `Une place s’est libérée au dîner « ${dinner.title} », le ${when} à ${dinner.city} : elle est à vous, votre réservation est confirmée.`,
            'Le lieu vous sera communiqué dès que les tables seront composées.',
            cancelAdvice(dinner),
          ],
          CALENDAR_NOTE.REQUEST,
          spaceLink(),
        ],
      }
  }
}

/**
 * Tells a member what became of their booking: booked or promoted (with the invitation, no venue
 * yet), on the waitlist (with their position), or cancelled (the invitation withdrawn).
 */
export async function queueBookingMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  booking: MailedBooking,
  dinner: DinnerFacts,
  news: BookingNews,
  position = 0,
): Promise<number> {
  const { subject, method, paragraphs } = bookingNews(news, booking, dinner, position)
  return queueDinnerMail(settings, tx, booking, {
    kind: `dinner-${news}`,
    subject: ({ brand }) => `${brand.name} : ${subject}`,
    paragraphs: () => paragraphs,
    calendar: method ? { method, dinner: invitedDinner(dinner) } : undefined,
  })
}

export type SeatedGuest = MailedBooking & { tableNumber: number }
export type ConfirmedDinner = DinnerFacts & {
  venue_name: string
  venue_address: string
  speakers: { name: string; role: string }[]
}

/** What the table mail tells a guest of a dinner whose tables are confirmed. */
export async function confirmedDinnerFacts(tx: Transaction, dinnerId: number): Promise<ConfirmedDinner> {
  const [row] = await tx.query<Omit<ConfirmedDinner, 'speakers'>>(sql`
    SELECT title, starts_at, city, venue_name, venue_address FROM dinners WHERE id = ${dinnerId}`)
  const speakers = await tx.query<{ name: string; role: string }>(
    sql`SELECT name, role FROM dinners_speakers WHERE _parent_id = ${dinnerId} ORDER BY _order`,
  )
  return { ...row, speakers }
}

/**
 * The confirmation of the tables: the date, the venue, the speakers and the guest's table number,
 * and the venue revealed in their calendar (the same UID, a higher SEQUENCE).
 */
export async function queueTableMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  seat: SeatedGuest,
  dinner: ConfirmedDinner,
): Promise<number> {
  const speakers = dinner.speakers.map((s) => `${s.name} (${speakerRoleLabel(s.role).toLowerCase()})`).join(', ')
  return queueDinnerMail(settings, tx, seat, {
    kind: 'dinner-table',
    subject: ({ brand }) => `${brand.name} : votre table pour « ${dinner.title} »`,
    paragraphs: () => [
      `Les tables du dîner « ${dinner.title} » sont composées. Voici ce qu’il faut savoir :`,
      [
        `Date : ${formatDinnerDate(new Date(dinner.starts_at))}`,
        `Lieu : ${dinner.venue_name}, ${dinner.venue_address} (${dinner.city})`,
        ...(speakers ? [`Intervenants : ${speakers}`] : []),
        `Votre table : table ${seat.tableNumber}${seat.plus_one ? ', avec votre invité' : ''}`,
      ],
      'Ce qui se dit à table reste à table.',
      'L’invitation jointe met à jour le dîner dans votre agenda, avec le lieu.',
      spaceLink(),
    ],
    calendar: {
      method: 'REQUEST',
      dinner: invitedDinner(dinner, { name: dinner.venue_name, address: dinner.venue_address }),
    },
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
    subject: ({ brand }) => `${brand.name} : le dîner « ${dinner.title} » change`,
    paragraphs: () => [
      `Le dîner « ${dinner.title} » auquel vous êtes inscrit change :`,
      changes,
      cancelAdvice(dinner),
      'L’invitation jointe met à jour le dîner dans votre agenda.',
      spaceLink(),
    ],
    calendar: {
      method: 'REQUEST',
      dinner: invitedDinner(dinner, venueRevealed ? { name: dinner.venue_name, address: dinner.venue_address } : null),
    },
  })
}
