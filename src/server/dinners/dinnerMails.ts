import type { Payload } from 'payload'

import { CANCEL_DEADLINE_HOURS, canStillCancel, formatDinnerDate, speakerRoleLabel } from '@/domain/dinners'

import { sql, type Transaction } from '../db/transaction'
import { composeMail } from '../email/layout'
import { enqueueMail } from '../email/outbox'
import { siteUrl } from '../env'
import { getSiteSettings } from '../settings/siteSettings'

type Guest = { email: string; first_name: string | null }
type DinnerFacts = { title: string; starts_at: Date | string; city: string }

function spaceLink(): string {
  return `Votre espace : ${siteUrl()}/status`
}

async function guest(tx: Transaction, memberId: number): Promise<Guest> {
  const [row] = await tx.query<Guest>(sql`SELECT email, first_name FROM users WHERE id = ${memberId}`)
  return row
}

/** « Une place s’est libérée » : the first on the waitlist now holds a seat. */
export async function queuePromotionMail(payload: Payload, tx: Transaction, memberId: number, dinner: DinnerFacts): Promise<number> {
  const [{ brand }, to] = await Promise.all([getSiteSettings(payload), guest(tx, memberId)])
  const when = formatDinnerDate(new Date(dinner.starts_at))
  return enqueueMail(tx, {
    kind: 'dinner-promoted',
    to: to.email,
    subject: `${brand.name} : une place s’est libérée pour « ${dinner.title} »`,
    ...composeMail(brand, {
      firstName: to.first_name,
      paragraphs: [
        [
          `Une place s’est libérée au dîner « ${dinner.title} », le ${when} à ${dinner.city} : elle est à vous, votre réservation est confirmée.`,
          'Le lieu vous sera communiqué dès que les tables seront composées.',
          canStillCancel(new Date(dinner.starts_at))
            ? `Si vous ne pouvez plus venir, annulez depuis votre espace jusqu’à ${CANCEL_DEADLINE_HOURS} heures avant le dîner, pour laisser la place au suivant.`
            : 'Si vous ne pouvez plus venir, répondez à ce message pour prévenir l’équipe.',
        ],
        spaceLink(),
      ],
    }),
  })
}

export type SeatedGuest = {
  memberId: number
  tableNumber: number
  plusOne: boolean
}
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

/** The confirmation of the tables: the date, the venue, the speakers and the guest's table number. */
export async function queueTableMail(payload: Payload, tx: Transaction, seat: SeatedGuest, dinner: ConfirmedDinner): Promise<number> {
  const [{ brand }, to] = await Promise.all([getSiteSettings(payload), guest(tx, seat.memberId)])
  const speakers = dinner.speakers.map((s) => `${s.name} (${speakerRoleLabel(s.role).toLowerCase()})`).join(', ')
  return enqueueMail(tx, {
    kind: 'dinner-table',
    to: to.email,
    subject: `${brand.name} : votre table pour « ${dinner.title} »`,
    ...composeMail(brand, {
      firstName: to.first_name,
      paragraphs: [
        `Les tables du dîner « ${dinner.title} » sont composées. Voici ce qu’il faut savoir :`,
        [
          `Date : ${formatDinnerDate(new Date(dinner.starts_at))}`,
          `Lieu : ${dinner.venue_name}, ${dinner.venue_address} (${dinner.city})`,
          ...(speakers ? [`Intervenants : ${speakers}`] : []),
          `Votre table : table ${seat.tableNumber}${seat.plusOne ? ', avec votre invité' : ''}`,
        ],
        'Ce qui se dit à table reste à table.',
        spaceLink(),
      ],
    }),
  })
}
