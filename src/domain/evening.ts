/** The evening itself: the hosts the team names for a dinner, their screen at the door and its marks (texts ours, SPEC is silent). */
import { z } from 'zod'

import { CANCEL_DEADLINE_HOURS } from './dinners'
import { recordIdField } from './fields'
import { VALIDATION } from './messages/validation'
import { HOUR_MS } from './time'

/** A host's screen opens this long before the dinner starts… */
const HOST_SCREEN_OPENS_HOURS = 4
/** …and closes this long after it started (the night after, whatever the evening's length). */
const HOST_SCREEN_CLOSES_HOURS = 14

/** The evening's path for a dinner: the host's screen, and the scope of its service worker. */
export const EVENING_PATH = '/soiree'
export const eveningPath = (dinnerId: number) => `${EVENING_PATH}/${dinnerId}`
/** The service worker that keeps the screen working offline, served under the screen's path so that it controls it. */
export const EVENING_WORKER_PATH = `${EVENING_PATH}/sw.js`
export const eveningManifestPath = (dinnerId: number) => `${eveningPath(dinnerId)}/manifest.webmanifest`

/** Whether a host may open the evening screen now: from a few hours before the start until the night after. */
export function hostWindowOpen(startsAt: Date, now: Date = new Date()): boolean {
  const start = startsAt.getTime()
  return now.getTime() >= start - HOST_SCREEN_OPENS_HOURS * HOUR_MS && now.getTime() < start + HOST_SCREEN_CLOSES_HOURS * HOUR_MS
}

/** Whether the evening's screen has closed for good (the night after the dinner is over). */
export function hostWindowClosed(startsAt: Date, now: Date = new Date()): boolean {
  return now.getTime() >= startsAt.getTime() + HOST_SCREEN_CLOSES_HOURS * HOUR_MS
}

/** A host's choice for a guest: arrived, late (still expected), absent. */
const HOST_MARKS = ['present', 'late', 'no_show'] as const
export type HostMark = (typeof HOST_MARKS)[number]

export const HOST_MARK_LABELS: Record<HostMark, string> = { present: 'Arrivé·e', late: 'En retard', no_show: 'Absent·e' }

/** Who set a guest's current attendance mark: a host at the door, the team, or the member who said they could not come. */
export type MarkOrigin = 'host' | 'team' | 'member'
export const MARK_ORIGIN_LABELS: Record<MarkOrigin, string> = {
  host: 'à la porte, par un hôte',
  team: 'par l’équipe',
  member: 'par le membre',
}

const invalid = { error: VALIDATION.bodyInvalid }
const EVENING_LIMITS = { marksMax: 200 } as const

/**
 * What the host's screen sends: marks made on the phone, perhaps offline, each with a key of its
 * own (a UUID made when the host tapped) so that a mark sent again is stored once, and the time it
 * was made, so that two hosts marking the same guest converge on the latest mark.
 */
export const hostMarksSchema = z.object(
  {
    marks: z
      .array(
        z.object(
          {
            key: z.uuid(invalid),
            bookingId: recordIdField,
            mark: z.enum(HOST_MARKS, invalid),
            madeAt: z.iso.datetime(invalid),
          },
          invalid,
        ),
        invalid,
      )
      .min(1, invalid)
      .max(EVENING_LIMITS.marksMax, invalid),
  },
  invalid,
)
export type HostMarksInput = z.output<typeof hostMarksSchema>
export type HostMarkInput = HostMarksInput['marks'][number]

/** The team names a host: a member or a team account, by e-mail address. */
export const hostNamingSchema = z.object({ email: z.email(invalid).max(254, invalid) }, invalid)

/** A guest as the host sees them: first name, last initial, table, +1, diet, and what they said or were marked. */
export type EveningGuest = {
  bookingId: number
  firstName: string
  lastInitial: string
  table: number | null
  plusOne: { firstName: string; dietaryNeeds: string } | null
  diets: string[]
  allergies: string[]
  /** The host's or the team's latest mark on the guest, as the door shows it. */
  mark: HostMark | null
  /** The member's word from the morning brief: minutes late, or that they cannot come. */
  lateMinutes: number | null
  cannotCome: boolean
}

export type EveningScreen = {
  dinner: { id: number; title: string; startsAt: string; venueName: string; speakers: string[] }
  guests: EveningGuest[]
  /** When the server read it: the screen keeps the newest copy it has. */
  readAt: string
}

/** The team's side of the evening, on the dinner's page. */
export type EveningTeamView = {
  hosts: { id: number; name: string; email: string }[]
  counts: { expected: number; arrived: number; late: number; absent: number }
  origins: { bookingId: number; origin: MarkOrigin }[]
}

/** Guests by table (unseated last), then in alphabetical order of their first names. */
export function byTableThenName(a: EveningGuest, b: EveningGuest): number {
  return (a.table ?? Infinity) - (b.table ?? Infinity) || a.firstName.localeCompare(b.firstName, 'fr') || a.bookingId - b.bookingId
}

/** Covers expected and arrived: a guest and their +1 each count. */
export function eveningCounts(guests: readonly EveningGuest[]): { expected: number; arrived: number } {
  const covers = (guest: EveningGuest) => (guest.plusOne ? 2 : 1)
  return {
    expected: guests.filter((guest) => guest.mark !== 'no_show' && !guest.cannotCome).reduce((sum, guest) => sum + covers(guest), 0),
    arrived: guests.filter((guest) => guest.mark === 'present').reduce((sum, guest) => sum + covers(guest), 0),
  }
}

/** The late notice's choices in the morning brief's link. */
export const LATE_MINUTES = [15, 30, 45] as const
export const lateNoticeSchema = z.object(
  {
    token: z.string(invalid).min(1, invalid).max(200, invalid),
    minutes: z.union([z.literal(LATE_MINUTES, invalid), z.literal(0)], invalid),
  },
  invalid,
)

export const EVENING_TEXTS = {
  title: 'Soirée',
  searchLabel: 'Chercher un convive',
  table: 'Table {table}',
  unseated: 'Sans table',
  plusOne: '+1 de {name}',
  arrivedCount: '{arrived} / {expected} arrivés',
  speakers: 'Intervenants : {names}',
  notYet: 'Arrivé·e ?',
  allergy: 'Allergie : {allergy}',
  plusOneNamed: '+1 de {name} : {guest}',
  otherChoices: 'Autre choix pour {name}',
  offline: 'Hors ligne : vos marques sont gardées sur ce téléphone.',
  waiting: { one: '{count} marque en attente d’envoi.', other: '{count} marques en attente d’envoi.' },
  allSent: 'Toutes les marques sont enregistrées.',
  lateSaid: 'En retard de {minutes} min',
  cannotCome: 'Ne pourra pas venir',
  none: 'Aucun convive ne correspond.',
  closed: 'L’écran de la soirée n’est ouvert qu’aux hôtes de ce dîner, de quelques heures avant le dîner jusqu’au lendemain.',
  loadFailed: 'Impossible de charger la soirée : vérifiez la connexion.',
} as const

export const EVENING_ERRORS = {
  notAHost: 'Vous n’êtes pas hôte de ce dîner, ou la soirée n’est pas ouverte.',
  unknownAccount: 'Aucun compte ne porte cette adresse.',
  notHeld: 'Ce dîner n’a pas lieu : il n’y a pas de soirée à tenir.',
  alreadyMarked: 'Votre présence à ce dîner est déjà notée : pour la corriger, écrivez à l’équipe.',
} as const

/** The late notice's page, from the morning brief. */
export const LATE_TEXTS = {
  linkLabel: 'Je serai en retard',
  title: 'Prévenir de votre retard',
  question: 'Combien de retard prévoyez-vous au dîner « {title} », le {date} ?',
  minutes: '{minutes} minutes',
  cannotCome: 'Je ne pourrai pas venir',
  cannotComeExplained: `L’hôte de la soirée en sera prévenu et votre réservation annulée ; à moins de ${CANCEL_DEADLINE_HOURS} heures du dîner, c’est une annulation tardive.`,
  confirmCannotCome: 'Confirmer : je ne viendrai pas',
  lateDone: 'Merci, c’est noté : l’hôte de la soirée sait que vous arriverez avec {minutes} minutes de retard.',
  cannotComeDone: 'C’est noté : l’hôte de la soirée sait que vous ne viendrez pas. À une prochaine fois !',
} as const

/** The Cache Storage name the screen and its service worker share: the page and its files, for the evening offline. */
export const EVENING_CACHE = 'soiree-v1'
/** How often an online screen reads the others' marks and the members' late notices. */
export const EVENING_REFRESH_MS = 10_000
