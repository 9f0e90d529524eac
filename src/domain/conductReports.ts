/**
 * « Signaler un comportement »: a member reports a tablemate's behaviour to the admins.
 * From then on the composition never seats the two together; only admins read the report.
 */
import { z } from 'zod'

import { recordIdField } from './fields'
import { values } from './profile'

export const REPORT_MESSAGE_MAX = 2000

/**
 * What a report is about, chosen from a short list: the team reads it at a glance, and it is what
 * the club keeps of a report once the reported member has erased their account (the words go).
 */
export const REPORT_CATEGORIES = [
  { value: 'irrespect', label: 'Comportement irrespectueux ou agressif' },
  { value: 'propos-deplaces', label: 'Propos ou gestes déplacés' },
  { value: 'discrimination', label: 'Propos discriminatoires' },
  { value: 'harcelement', label: 'Harcèlement ou insistance malgré un refus' },
  { value: 'autre', label: 'Autre' },
] as const
type ReportCategory = (typeof REPORT_CATEGORIES)[number]['value']

export const REPORT_ERRORS = {
  categoryRequired: 'Choisissez le motif du signalement.',
  messageRequired: 'Décrivez ce qui s’est passé, en quelques mots.',
  messageTooLong: `Votre message dépasse ${REPORT_MESSAGE_MAX} caractères.`,
  dinnerRequired: 'Choisissez le dîner.',
  memberRequired: 'Choisissez la personne.',
  notATablemate: 'Cette personne n’était pas à votre table lors de ce dîner.',
  alreadyReported: 'Vous avez déjà signalé cette personne pour ce dîner : l’équipe a bien reçu votre message.',
} as const

/** What a report says, as the form checks it: its category and the member's words. */
export const reportContentSchema = z.object({
  category: z.enum(values(REPORT_CATEGORIES), { error: REPORT_ERRORS.categoryRequired }),
  message: z
    .string({ error: REPORT_ERRORS.messageRequired })
    .trim()
    .min(1, { error: REPORT_ERRORS.messageRequired })
    .max(REPORT_MESSAGE_MAX, { error: REPORT_ERRORS.messageTooLong }),
})

/** What the member's space sends: the dinner, the tablemate (by their member id), and what happened. */
export const reportSchema = reportContentSchema.extend({ dinnerId: recordIdField, memberId: recordIdField })

export type ReportInput = z.output<typeof reportSchema>

/** A past dinner of the member's, with the tablemates they may report (first names only). */
export type TablemateDinner = {
  dinnerId: number
  title: string
  startsAt: string
  tablemates: { memberId: number; firstName: string }[]
}

/**
 * A report as admins read it. `reported` is null while the person's account is erased, and
 * `message` once it was (src/domain/keptAfterErasure.ts): the reason and the date remain.
 */
export type ConductReport = {
  id: number
  reporter: string
  reported: string | null
  dinner: string | null
  category: ReportCategory
  message: string | null
  createdAt: string
  seen: boolean
}

export const REPORT_TEXTS = {
  open: 'Signaler un comportement',
  title: 'Signaler un comportement',
  explained:
    'Un convive vous a mis mal à l’aise ? Dites-le à l’équipe : seuls les administrateurs liront votre message, la personne n’en saura rien, et vous ne serez plus jamais placés à la même table.',
  dinnerLabel: 'Le dîner',
  tablemateLabel: 'La personne',
  categoryLabel: 'Le motif',
  messageLabel: 'Ce qui s’est passé',
  choose: 'Choisir...',
  send: 'Envoyer le signalement',
  cancel: 'Annuler',
  sentTitle: 'Signalement envoyé',
  sent: 'Merci. L’équipe l’a reçu, et vous ne serez plus placés à la même table.',
  errorTitle: 'Signalement non envoyé',
  none: 'Vous n’avez pas encore partagé de table avec d’autres membres.',
} as const

/** Where the admins read the reports, on /admin/dinners. */
export const REPORTS_ANCHOR = 'signalements'

export const TEAM_REPORT_TEXTS = {
  heading: 'Signalements',
  empty: 'Aucun signalement.',
  from: '{reporter} au sujet de {reported}',
  about: 'Dîner « {dinner} » · signalé le {date}',
  reportedOn: 'Signalé le {date}',
  category: 'Motif : {category}',
  erasedPerson: 'une personne dont le compte a été supprimé',
  erasedWords: 'Le compte de la personne signalée a été supprimé : seuls le motif et la date du signalement sont gardés.',
  unseen: 'Nouveau',
  markSeen: 'Marquer comme lu',
  loading: 'Chargement des signalements...',
  loadFailed: 'Impossible de charger les signalements.',
  errorTitle: 'Signalement non mis à jour',
} as const

/** Beside « Dîners » in the admin's navigation while reports are unread. */
export function unreadReports(count: number): string {
  return count === 1 ? '1 signalement non lu' : `${count} signalements non lus`
}
