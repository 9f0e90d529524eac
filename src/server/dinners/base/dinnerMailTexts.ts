/**
 * What each mail about a dinner says, as pure functions of its facts (no database, no server
 * settings): the queueing code fills them in, and the stories show every one of them to designers
 * (stories/DinnerMails.stories.tsx). `site` is the site's address, for the links.
 */
import { cancellationDeadline, canStillCancel, formatDinnerDate, speakerRoleLabel } from '@/domain/dinners'
import { VENUE_MAP_TEXT, venueAddress, venueMapUrl } from '@/domain/venue'
import { OFFER_TEXTS } from '@/domain/waitlistOffers'

import type { CalendarMethod, MailAction, MailBlock, MailFact } from '../../email/mailContent'

export type DinnerFacts = { title: string; starts_at: Date | string; city: string }
export type MailText = { subject: string; paragraphs: MailBlock[] }

export function spaceLink(site: string): MailAction {
  return { label: 'Ouvrir mon espace', href: `${site}/status` }
}

const CALENDAR_NOTE = {
  REQUEST: 'L’invitation jointe ajoute le dîner à votre agenda ; elle sera mise à jour si la date ou le lieu changent.',
  CANCEL: 'L’invitation jointe retire le dîner de votre agenda.',
} satisfies Record<CalendarMethod, string>

/** The last moment to withdraw, as the member's space shows it (the same computation, Paris time). */
const withdrawUntil = (dinner: DinnerFacts) => `jusqu’au ${formatDinnerDate(cancellationDeadline(new Date(dinner.starts_at)))}`
const TOO_LATE_TO_WITHDRAW = 'Si vous ne pouvez plus venir, répondez à ce message pour prévenir l’équipe.'

function cancelAdvice(dinner: DinnerFacts): string {
  return canStillCancel(new Date(dinner.starts_at))
    ? `Si vous ne pouvez plus venir, annulez depuis votre espace ${withdrawUntil(dinner)}, pour laisser la place au suivant.`
    : TOO_LATE_TO_WITHDRAW
}

/** What a member is told when their booking changes, with the calendar method it carries, if any. */
export type BookingNews = 'booked' | 'waitlisted' | 'cancelled' | 'promoted' | 'annulled'

export function bookingNewsText(
  news: BookingNews,
  booking: { plus_one: boolean | null; status?: string },
  dinner: DinnerFacts,
  position: number,
  site: string,
  /** The no-show fee, said with a seat given (null: none). */
  feeNotice: string | null = null,
): MailText & { method: CalendarMethod | null } {
  const when = formatDinnerDate(new Date(dinner.starts_at))
  const openDinners = { label: 'Voir les dîners ouverts', href: `${site}/status` }
  switch (news) {
    case 'booked':
      return {
        subject: `votre place au dîner « ${dinner.title} »`,
        method: 'REQUEST',
        paragraphs: [
          [
            `Votre place est réservée au dîner « ${dinner.title} », le ${when} à ${dinner.city}${booking.plus_one ? ', avec votre invité' : ''}.`,
            'Le lieu vous sera communiqué dès que les tables seront composées, avec les prénoms et les secteurs de vos voisins de table.',
            cancelAdvice(dinner),
            ...(feeNotice ? [feeNotice] : []),
          ],
          CALENDAR_NOTE.REQUEST,
          spaceLink(site),
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
          spaceLink(site),
        ],
      }
    case 'cancelled':
      return {
        subject: `votre réservation pour « ${dinner.title} » est annulée`,
        method: 'CANCEL',
        paragraphs: [`Votre réservation au dîner « ${dinner.title} », le ${when}, est bien annulée.`, CALENDAR_NOTE.CANCEL, openDinners],
      }
    case 'annulled':
      return {
        subject: `le dîner « ${dinner.title} » est annulé`,
        method: 'CANCEL',
        paragraphs: [
          [
            `Nous sommes au regret de vous annoncer que le dîner « ${dinner.title} », prévu le ${when} à ${dinner.city}, est annulé.`,
            booking.status === 'waitlisted'
              ? 'Vous étiez sur sa liste d’attente : votre place dans la file est levée.'
              : 'Votre réservation est levée ; elle ne compte pas dans votre formule.',
            'Pour toute question, répondez à ce message.',
          ],
          CALENDAR_NOTE.CANCEL,
          openDinners,
        ],
      }
    case 'promoted':
      return {
        subject: `une place s’est libérée pour « ${dinner.title} »`,
        method: 'REQUEST',
        paragraphs: [
          [
            `Une place s’est libérée au dîner « ${dinner.title} », le ${when} à ${dinner.city} : elle est à vous, votre réservation est confirmée.`,
            'Le lieu vous sera communiqué dès que les tables seront composées.',
            cancelAdvice(dinner),
            ...(feeNotice ? [feeNotice] : []),
          ],
          CALENDAR_NOTE.REQUEST,
          spaceLink(site),
        ],
      }
  }
}

export type ConfirmedDinner = DinnerFacts & {
  id: number
  venue_name: string
  venue_address: string
  speakers: { name: string; role: string }[]
}

export const speakerList = (speakers: { name: string; role: string }[]) =>
  speakers.map((s) => `${s.name} (${speakerRoleLabel(s.role).toLowerCase()})`).join(', ')

/** The card's facts about a confirmed dinner's venue: its name and address, and a map link. */
export function venueFact(venue: { name: string; address: string; city: string }): MailFact {
  return {
    label: 'Lieu',
    value: [venue.name, venueAddress(venue.address, venue.city)],
    link: { label: VENUE_MAP_TEXT, href: venueMapUrl(venue) },
  }
}

/** How to reach the team on the evening itself. */
export function contactFact(contactEmail: string): MailFact {
  return { label: 'Un imprévu le soir même', value: contactEmail, link: { label: 'Écrire à l’équipe', href: `mailto:${contactEmail}` } }
}

/** A guest's seat once the tables are confirmed: their table, and their tablemates as the brief names them. */
export type Seat = { tableNumber: number; plus_one: boolean | null; tablemates: readonly string[] }

/**
 * The confirmation of the tables, keeping the booking mail's promise: the date, the venue with a
 * map, the table and the tablemates' first names and sectors (the sector alone for one who chose
 * not to be named), the speakers, the last moment to withdraw and whom to write to that evening.
 */
export function tableMailText(seat: Seat, dinner: ConfirmedDinner, site: string, contactEmail: string): MailText {
  const speakers = speakerList(dinner.speakers)
  const canWithdraw = canStillCancel(new Date(dinner.starts_at))
  return {
    subject: `votre table pour « ${dinner.title} »`,
    paragraphs: [
      `Les tables du dîner « ${dinner.title} » sont composées : voici votre place et vos voisins de table.`,
      {
        facts: [
          { label: 'Date', value: formatDinnerDate(new Date(dinner.starts_at)) },
          venueFact({ name: dinner.venue_name, address: dinner.venue_address, city: dinner.city }),
          { label: 'Votre table', value: `Table ${seat.tableNumber}${seat.plus_one ? ', avec votre invité' : ''}` },
          ...(seat.tablemates.length > 0 ? [{ label: 'À votre table', value: seat.tablemates }] : []),
          ...(speakers ? [{ label: 'Intervenants', value: speakers }] : []),
          canWithdraw
            ? { label: 'Se désister', value: `Depuis votre espace, ${withdrawUntil(dinner)}` }
            : { label: 'Se désister', value: TOO_LATE_TO_WITHDRAW },
          contactFact(contactEmail),
        ],
      },
      'Ce qui se dit à table reste à table.',
      'L’invitation jointe met à jour le dîner dans votre agenda, avec le lieu.',
      spaceLink(site),
    ],
  }
}

/** The dinner's date, time or place changed: what changed. */
export function changeMailText(dinner: DinnerFacts, changes: string[], site: string): MailText {
  return {
    subject: `le dîner « ${dinner.title} » change`,
    paragraphs: [
      `Le dîner « ${dinner.title} » auquel vous êtes inscrit change :`,
      changes,
      cancelAdvice(dinner),
      'L’invitation jointe met à jour le dîner dans votre agenda.',
      spaceLink(site),
    ],
  }
}

/** « Une place s’est libérée : la voulez-vous ? », with the link (full address) that accepts it before the offer ends. */
export function offerMailText(dinner: DinnerFacts, until: Date, acceptHref: string): MailText {
  return {
    subject: `une place se libère pour « ${dinner.title} », la voulez-vous ?`,
    paragraphs: [
      `Une place vient de se libérer au dîner « ${dinner.title} », le ${formatDinnerDate(new Date(dinner.starts_at))} à ${dinner.city}, et vous êtes le prochain sur la liste d’attente.`,
      `Elle vous est réservée jusqu’au ${formatDinnerDate(until)} : acceptez-la d’un clic d’ici là. Sans réponse, elle sera proposée au suivant.`,
      { label: OFFER_TEXTS.accept, href: acceptHref },
    ],
  }
}
