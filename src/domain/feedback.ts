/**
 * The morning after a dinner: one mail per guest with a signed link to a short form,
 * three scores and a comment for the team, never about what was said (dinners are off the record).
 */
import { z } from 'zod'

import { reportContentSchema } from './conductReports'
import { recordIdField } from './fields'
import { RECORD_ID_MAX } from './limits'
import { VALIDATION } from './messages/validation'

/** The link works this long after the mail leaves. */
export const FEEDBACK_LINK_DAYS = 7
/** The mail leaves at this hour (Paris) the day after the dinner. */
export const FEEDBACK_HOUR = 10
export const FEEDBACK_COMMENT_MAX = 2000
/** More tablemates than a table seats is not a wish but a forged body. */
const REVOIR_MAX = 12
export const SHARE_EMAIL_MAX = 254
/** Comments are erased this long after they were written (a setting; the scores stay). */
export const FEEDBACK_COMMENT_MONTHS = { default: 24, min: 1, max: 120 } as const
export const FEEDBACK_SETTINGS_LABELS = {
  commentMonths: 'Conservation des commentaires des avis (mois)',
  commentMonthsHelp: 'Passé ce délai, le commentaire d’un avis est effacé chaque nuit ; les notes restent.',
} as const

export const FEEDBACK_SCORES = [
  { name: 'evening', label: 'La soirée dans son ensemble' },
  { name: 'speaker', label: 'L’intervenant ou l’intervenante' },
  { name: 'conversation', label: 'La conversation à ma table' },
] as const

export type FeedbackScore = (typeof FEEDBACK_SCORES)[number]['name']

export const SCORE_OPTIONS = [
  { value: '1', label: '1 · Décevant' },
  { value: '2', label: '2 · Moyen' },
  { value: '3', label: '3 · Bien' },
  { value: '4', label: '4 · Très bien' },
  { value: '5', label: '5 · Excellent' },
] as const

/** A tablemate as the form shows them: by first name (with an initial when two share it). */
export type FeedbackTablemate = { memberId: number; name: string }

/**
 * The mail's one-tap stars: the form's link with `?score=n`, and the form opens with that score
 * chosen for the evening. Only a choice shown: nothing is recorded until the guest sends the form.
 */
export const FEEDBACK_SCORE_PARAM = 'score'

/** The score a star chose (1 to 5), or null for anything else in the address. */
export function chosenScore(value: string | string[] | undefined): number | null {
  return typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : null
}

/** A guest's answers as the page shows them again (the scores as the radio groups hold them). */
export type FeedbackView =
  | { state: 'invalid' | 'used' | 'expired'; message: string; dinnerId: number | null }
  | {
      state: 'valid'
      dinner: { id: number; title: string; startsAt: string }
      expiresAt: string
      answers: FeedbackAnswers | null
      tablemates: FeedbackTablemate[]
    }

/** The form as the member's space shows it, signed in (no link): the same facts, and how long comments are kept. */
export type MemberFeedbackView = Omit<Extract<FeedbackView, { state: 'valid' }>, 'state'> & { commentMonths: number }

/** A past dinner's feedback while it may still be given or changed: until when, and whether it was. */
export type FeedbackWindow = { until: string; answered: boolean }

const invalid = { error: VALIDATION.bodyInvalid }

export const FEEDBACK_ERRORS = {
  scoreRequired: 'Choisissez une note de 1 à 5.',
  commentTooLong: `Votre commentaire dépasse ${FEEDBACK_COMMENT_MAX} caractères.`,
  invalid: 'Ce lien n’est pas valide. Vérifiez que vous l’avez copié en entier depuis l’e-mail.',
  used: 'Ce lien a déjà servi : votre avis est enregistré. Pour le modifier, reprenez la page ouverte après votre envoi.',
  expired: `Ce lien a expiré : l’avis se donne dans les ${FEEDBACK_LINK_DAYS} jours qui suivent le dîner.`,
  notAGuest: 'Cette réservation n’a plus de dîner à commenter.',
  notAsked: 'Aucun avis n’est demandé pour ce dîner : il se donne après un dîner où vous étiez présent.',
  closed: `L’avis sur ce dîner est clos : il se donne dans les ${FEEDBACK_LINK_DAYS} jours qui suivent le dîner.`,
  reportAfterAnswer:
    'Votre avis est envoyé\u00a0: ce lien ne sert plus à signaler un comportement. Connectez-vous à votre espace membre pour le faire.',
} as const

/** A score from 1 to 5; the form's radio groups hold it as text. */
const score = z.coerce
  .number({ error: FEEDBACK_ERRORS.scoreRequired })
  .int({ error: FEEDBACK_ERRORS.scoreRequired })
  .min(1, { error: FEEDBACK_ERRORS.scoreRequired })
  .max(5, { error: FEEDBACK_ERRORS.scoreRequired })

/** The form's answers, as the page checks them. */
export const feedbackAnswersSchema = z.object({
  evening: score,
  speaker: score,
  conversation: score,
  comment: z.string(invalid).trim().max(FEEDBACK_COMMENT_MAX, { error: FEEDBACK_ERRORS.commentTooLong }).default(''),
  /** « Revoir »: the tablemates (member ids; the checkboxes hold them as text) the guest would like to meet again. */
  revoir: z
    .array(z.coerce.number(invalid).int(invalid).positive(invalid).max(RECORD_ID_MAX, invalid), invalid)
    .max(REVOIR_MAX, invalid)
    // Each tablemate once; the server then accepts only the guest's own tablemates of that dinner, never themselves.
    .transform((ids) => [...new Set(ids)])
    .default([]),
  /** The address given to a tablemate who wishes the same; empty: the account's. */
  shareEmail: z
    .string(invalid)
    .trim()
    .toLowerCase()
    .max(SHARE_EMAIL_MAX, { error: VALIDATION.emailInvalid })
    .pipe(z.union([z.literal(''), z.email({ error: VALIDATION.emailInvalid })]))
    .default(''),
})

const token = z.string(invalid).min(1, invalid).max(200, invalid)

/** What the page sends: the link's token with the answers. */
export const feedbackSchema = feedbackAnswersSchema.extend({ token })

/** « Signaler un comportement » from the form: the link's token, the tablemate, what happened. */
export const feedbackReportSchema = reportContentSchema.extend({
  token,
  memberId: recordIdField,
})

export type FeedbackAnswers = z.output<typeof feedbackAnswersSchema>

export const FEEDBACK_TEXTS = {
  title: 'Votre avis sur le dîner',
  intro: 'Trois notes et, si vous le souhaitez, un mot pour l’équipe : deux minutes pour nous aider à composer les prochaines tables.',
  offTheRecord: 'Ce qui se dit à table reste à table : ce formulaire ne vous demande jamais ce qui a été dit, ni par qui.',
  commentLabel: 'Un commentaire pour l’équipe (facultatif)',
  commentHint: 'Le lieu, le rythme, l’accueil... Votre commentaire est lu par l’équipe seule et effacé au bout de {months} mois.',
  send: 'Envoyer mon avis',
  update: 'Mettre à jour mon avis',
  savedTitle: 'Merci pour votre avis',
  saved: 'Votre avis est enregistré. Vous pouvez le modifier depuis cette page jusqu’au {date}.',
  savedInSpace: 'Votre avis est enregistré. Vous pouvez le modifier depuis votre espace jusqu’au {date}.',
  errorTitle: 'Avis non enregistré',
  changeUntil: 'Vous avez déjà répondu : modifiez votre avis si vous le souhaitez, jusqu’au {date}.',
  about: 'Dîner « {title} », {date}',
  scoreHint: 'De 1 (décevant) à 5 (excellent).',
} as const

/** « Revoir » on the same form: a double opt-in, nothing shown unless both say yes. */
export const REVOIR_TEXTS = {
  legend: 'Revoir quelqu’un de votre table (facultatif)',
  hint: 'Cochez les convives que vous aimeriez revoir. Si l’un d’eux vous a coché aussi, nous vous présentons l’un à l’autre par un seul e-mail, avec l’adresse que chacun a choisi de partager. Sinon, personne n’en saura rien, pas même qu’une case a été cochée.',
  none: 'Personne d’autre n’était noté à votre table : il n’y a personne à revoir pour ce dîner.',
  shareLabel: 'L’adresse à transmettre (facultatif)',
  shareHint: 'Laissez vide pour transmettre l’adresse de votre compte.',
  reportIntro: 'Un convive vous a mis mal à l’aise ? Dites-le à l’équipe seule :',
  /** A forwarded mail must not let someone else report in the member's name for long. */
  reportUntil: 'Ce lien permet de signaler un comportement jusqu’à l’envoi de votre avis, et au plus tard le {date}.',
  reportInSpace: 'Pour signaler un comportement après l’envoi de votre avis, connectez-vous à votre espace membre\u00a0:',
  reportInSpaceLink: 'Mon espace membre',
} as const

/** The form's « revoir » part, where « Revoir mes voisins » leads. */
export const FEEDBACK_REVOIR_ANCHOR = 'revoir'

/** The space's form for a past dinner, and the route it reads and posts. */
export const memberFeedbackPath = (dinnerId: number) => `/status/avis/${dinnerId}`
export const memberFeedbackUrl = (dinnerId: number) => `/api/me/dinners/${dinnerId}/feedback`

/** The morning-after form from the member's space, and the way to it from a past dinner (texts ours). */
export const SPACE_FEEDBACK_TEXTS = {
  give: 'Donner mon avis',
  change: 'Modifier mon avis',
  revoir: 'Revoir mes voisins',
  openUntil: 'Avis ouvert jusqu’au {date}.',
  loading: 'Chargement du formulaire...',
  loadFailed: 'Le formulaire n’a pas pu être chargé.',
  back: 'Retour à mes dîners passés',
  /** Under a mailed link that served or expired: the same dinner, in the space. */
  seeInSpace: 'Retrouver ce dîner dans mon espace',
  lostLink: 'Retrouver mes dîners passés dans mon espace',
} as const
