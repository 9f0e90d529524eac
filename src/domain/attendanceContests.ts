/**
 * The member's side of attendance: their record in their space, a mark they contest
 * with a message, and the team's answer. Texts ours, SPEC is silent.
 */
import { z } from 'zod'

import { ATTENDANCE_MARKS, type AttendanceMark } from './attendance'
import type { FeedbackWindow } from './feedback'
import { recordIdField } from './fields'
import { VALIDATION } from './messages/validation'
import { absencesInWords, type NoShowPolicy } from './noShowPolicy'
import { listQuerySchema } from './review'

/** A mark may be contested this long after it was set (as OpenTable lets a diner dispute a no-show). */
export const CONTEST_WINDOW_DAYS = 14
export const CONTEST_MESSAGE_MAX = 1000

/** The marks a member may contest: a presence needs no defence. */
export const CONTESTABLE_MARKS: readonly AttendanceMark[] = ['no_show', 'late_cancel']

export const CONTEST_ERRORS = {
  messageRequired: 'Expliquez en quelques mots ce qui s’est passé.',
  messageTooLong: `Votre message dépasse ${CONTEST_MESSAGE_MAX} caractères.`,
  notYours: 'Cette réservation n’est pas la vôtre.',
  notContestable: 'Cette marque ne se conteste pas : seules une absence ou une annulation tardive le peuvent.',
  alreadyContested: 'Vous avez déjà contesté cette marque : l’équipe vous répond par e-mail.',
  tooLate: `Le délai pour contester cette marque (${CONTEST_WINDOW_DAYS} jours) est passé. Écrivez à l’équipe si besoin.`,
  noContest: 'Cette marque n’est pas contestée, ou l’équipe y a déjà répondu.',
  replyTooLong: `La réponse dépasse ${CONTEST_MESSAGE_MAX} caractères.`,
  notPaused: 'Les réservations de ce membre ne sont pas suspendues.',
} as const

const invalid = { error: VALIDATION.bodyInvalid }
const MARK_VALUES = ATTENDANCE_MARKS.map((mark) => mark.value) as [AttendanceMark, ...AttendanceMark[]]

/** The member's words, as the contest form checks them. */
export const contestMessageSchema = z.object({
  message: z
    .string({ error: CONTEST_ERRORS.messageRequired })
    .trim()
    .min(1, { error: CONTEST_ERRORS.messageRequired })
    .max(CONTEST_MESSAGE_MAX, { error: CONTEST_ERRORS.messageTooLong }),
})

/** What the member sends from their space: the booking whose mark they contest, and why. */
export const contestSchema = contestMessageSchema.extend({ bookingId: recordIdField })

/** The team's answer: the mark it keeps or sets instead, and a word for the member. */
export const contestAnswerSchema = z.object(
  {
    mark: z.enum(MARK_VALUES, invalid),
    reply: z.string(invalid).trim().max(CONTEST_MESSAGE_MAX, { error: CONTEST_ERRORS.replyTooLong }).default(''),
  },
  invalid,
)

export type ContestInput = z.output<typeof contestSchema>
export type ContestAnswerInput = z.output<typeof contestAnswerSchema>

export type ContestOutcome = 'kept' | 'changed'

type Contest = {
  message: string
  at: string
  answer: { outcome: ContestOutcome; reply: string; at: string } | null
}

/** One mark as the member sees it in « Mes dîners passés ». */
export type MemberMark = {
  bookingId: number
  dinnerId: number
  dinnerTitle: string
  startsAt: string
  mark: AttendanceMark
  markedAt: string
  /** An absence within the policy's window (it counts towards a warning or a pause). */
  counts: boolean
  contest: Contest | null
  /** Until when the member may still contest it (null: not contestable, or contested already). */
  contestUntil: string | null
  /** The morning-after feedback while it may still be given or changed from the space, else null. */
  feedback: FeedbackWindow | null
}

/** Marks shown at a time in « Mes dîners passés »: « Afficher plus » brings the next ones, so a member with years of dinners loads as fast as a new one. */
export const MARKS_PAGE_SIZE = 20

/** GET /api/me/attendance?page=: the marks of that page, the newest dinner first (400 in French for a page that is not a number from 1). */
export const memberAttendanceQuerySchema = listQuerySchema.pick({ page: true })

export type MemberAttendance = {
  /** The marks of the page asked for (MARKS_PAGE_SIZE at most), the newest dinner first. */
  marks: MemberMark[]
  page: number
  /** Older marks follow on the next page. */
  more: boolean
  noShows: number
  /** Of `noShows`, those carried over from an earlier account (src/server/account/keptAfterErasure.ts). */
  carriedOver: number
  policy: NoShowPolicy
  pausedUntil: string | null
}

/** An open contest, as the team's list shows it. */
export type OpenContest = {
  bookingId: number
  dinnerId: number
  dinnerTitle: string
  startsAt: string
  member: string
  mark: AttendanceMark
  message: string
  at: string
}

export type PausedMember = { id: number; name: string; email: string; pausedUntil: string; noShows: number }

export type TeamAttendance = { contests: OpenContest[]; paused: PausedMember[] }

export const MEMBER_ATTENDANCE_TEXTS = {
  heading: 'Mes dîners passés',
  intro:
    'Après chaque dîner, l’équipe note votre présence, et votre avis est ouvert quelques jours. Si une marque vous semble fausse, contestez-la : l’équipe vous répond par e-mail.',
  empty: 'Aucun dîner passé pour l’instant.',
  paused: 'Vos réservations sont suspendues jusqu’au {date}. Vous pouvez toujours écrire à l’équipe.',
  notCounted: 'Ne compte plus',
  contest: 'Contester',
  contestTitle: 'Contester la marque',
  contestHelp: 'Dites à l’équipe ce qui s’est passé ce soir-là. Elle vous répond par e-mail.',
  messageLabel: 'Votre message à l’équipe',
  send: 'Envoyer',
  cancel: 'Annuler',
  sentTitle: 'Contestation envoyée',
  sent: 'L’équipe vous répondra par e-mail.',
  errorTitle: 'Contestation non envoyée',
  contested: 'Contestée le {date} : l’équipe vous répondra par e-mail.',
  kept: 'L’équipe a maintenu la marque le {date}.',
  changed: 'L’équipe a corrigé la marque le {date}.',
  reply: 'Réponse de l’équipe : {reply}',
  contestUntil: 'Contestable jusqu’au {date}',
  loading: 'Chargement de vos présences...',
  loadFailed: 'Impossible de charger vos présences.',
  showMore: 'Afficher plus',
  loadingMore: 'Chargement des dîners plus anciens…',
  moreFailed: 'Impossible de charger les dîners plus anciens. Réessayez.',
  shownMore: { one: '{count} dîner plus ancien affiché.', other: '{count} dîners plus anciens affichés.' },
} as const

export const TEAM_ATTENDANCE_TEXTS = {
  contestsHeading: 'Présences contestées',
  contestsEmpty: 'Aucune contestation en attente.',
  contestedBy: '{member}, au dîner « {dinner} » du {date}',
  currentMark: 'Marque actuelle : {mark}',
  answerMark: 'Marque retenue',
  answerReply: 'Réponse au membre (facultative)',
  answer: 'Répondre',
  answeredTitle: 'Réponse envoyée',
  answered: 'Le membre est prévenu par e-mail.',
  pausedHeading: 'Réservations suspendues',
  pausedEmpty: 'Aucun membre suspendu.',
  pausedUntil: 'Suspension jusqu’au {date}',
  lift: 'Lever la suspension',
  liftedTitle: 'Suspension levée',
  lifted: 'Les réservations de {name} sont rouvertes ; un e-mail le lui annonce.',
  errorTitle: 'Action non enregistrée',
  loading: 'Chargement des contestations et des suspensions...',
  loadFailed: 'Impossible de charger les contestations et les suspensions.',
  /** On the dinner's page, beside a contested guest. */
  contestNote: 'Contestée : « {message} »',
  answerThere: 'Répondre depuis « Dîners »',
} as const

/** Where the team's list of contests and pauses sits on /admin/dinners. */
export const TEAM_ATTENDANCE_ANCHOR = 'presences'

/** « Deux absences sans prévenir comptent en ce moment. » */
export function countedAbsences(count: number): string {
  if (count === 0) return 'Aucune absence sans prévenir ne compte en ce moment.'
  const words = absencesInWords(count)
  return `${words[0].toUpperCase()}${words.slice(1)} ${count > 1 ? 'comptent' : 'compte'} en ce moment.`
}

/** Absences noted on an earlier account with the same address, which have no mark here to show. */
export function carriedAbsences(count: number): string {
  return `Dont ${count === 1 ? 'une notée' : `${count} notées`} sur un compte précédent, avec la même adresse e-mail.`
}
