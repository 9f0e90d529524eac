/**
 * What each mail about a dinner says, as pure functions of its facts (no database, no server
 * settings): the queueing code fills them in, and the stories show every one of them to designers
 * (stories/DinnerMails.stories.tsx). `site` is the site's address, for the links.
 */
import { CANCEL_DEADLINE_HOURS, canStillCancel, formatDinnerDate, speakerRoleLabel } from '@/domain/dinners'
import { OFFER_TEXTS } from '@/domain/waitlistOffers'

import type { CalendarMethod, MailAction, MailBlock } from '../../email/mailContent'

export type DinnerFacts = { title: string; starts_at: Date | string; city: string }
export type MailText = { subject: string; paragraphs: MailBlock[] }

export function spaceLink(site: string): MailAction {
  return { label: 'Ouvrir mon espace', href: `${site}/status` }
}

const CALENDAR_NOTE = {
  REQUEST: 'L’invitation jointe ajoute le dîner à votre agenda ; elle sera mise à jour si la date ou le lieu changent.',
  CANCEL: 'L’invitation jointe retire le dîner de votre agenda.',
} satisfies Record<CalendarMethod, string>

function cancelAdvice(dinner: DinnerFacts): string {
  return canStillCancel(new Date(dinner.starts_at))
    ? `Si vous ne pouvez plus venir, annulez depuis votre espace jusqu’à ${CANCEL_DEADLINE_HOURS} heures avant le dîner, pour laisser la place au suivant.`
    : 'Si vous ne pouvez plus venir, répondez à ce message pour prévenir l’équipe.'
}

/** What a member is told when their booking changes, with the calendar method it carries, if any. */
export type BookingNews = 'booked' | 'waitlisted' | 'cancelled' | 'promoted' | 'annulled'

export function bookingNewsText(
  news: BookingNews,
  booking: { plus_one: boolean | null; status?: string },
  dinner: DinnerFacts,
  position: number,
  site: string,
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
          ],
          CALENDAR_NOTE.REQUEST,
          spaceLink(site),
        ],
      }
  }
}

export type ConfirmedDinner = DinnerFacts & {
  venue_name: string
  venue_address: string
  speakers: { name: string; role: string }[]
}

export const speakerList = (speakers: { name: string; role: string }[]) =>
  speakers.map((s) => `${s.name} (${speakerRoleLabel(s.role).toLowerCase()})`).join(', ')

/** The confirmation of the tables: the date, the venue, the speakers and the guest's table number. */
export function tableMailText(seat: { tableNumber: number; plus_one: boolean | null }, dinner: ConfirmedDinner, site: string): MailText {
  const speakers = speakerList(dinner.speakers)
  return {
    subject: `votre table pour « ${dinner.title} »`,
    paragraphs: [
      `Les tables du dîner « ${dinner.title} » sont composées. Voici ce qu’il faut savoir :`,
      [
        `Date : ${formatDinnerDate(new Date(dinner.starts_at))}`,
        `Lieu : ${dinner.venue_name}, ${dinner.venue_address} (${dinner.city})`,
        ...(speakers ? [`Intervenants : ${speakers}`] : []),
        `Votre table : table ${seat.tableNumber}${seat.plus_one ? ', avec votre invité' : ''}`,
      ],
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
