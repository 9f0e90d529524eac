/** The team's record of a dinner's mails, and « Écrire aux convives » (texts ours; SPEC is silent). */
import { z } from 'zod'

/** Control characters but tab and line breaks, which a message may hold. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export const GUEST_MESSAGE_LIMITS = { subjectMax: 150, bodyMax: 5000, tableMax: 99 } as const

/** How long a sent mail's body stays in the outbox (its links act without a login); its subject and state stay. */
export const SENT_MAIL_BODY_DAYS = 14

/** What each mail of a dinner is, for the per-guest log. */
const MAIL_KIND_LABELS: Record<string, string> = {
  'dinner-booked': 'Réservation confirmée',
  'dinner-waitlisted': 'Liste d’attente',
  'dinner-promoted': 'Place libérée',
  'dinner-cancelled': 'Réservation annulée',
  'dinner-annulled': 'Dîner annulé',
  'dinner-table': 'Table et lieu',
  'dinner-changed': 'Changement du dîner',
  'dinner-message': 'Message de l’équipe',
  'reminder-ask': 'Rappel à 72\u00a0heures',
  'reminder-brief': 'Le matin du dîner',
  'waitlist-offer': 'Place proposée',
  'attendance-contest': 'Contestation, écrite à l’équipe',
}

export type MailState = 'planned' | 'queued' | 'sent' | 'retrying' | 'failed'

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  planned: 'Prévu',
  queued: 'En attente d’envoi',
  sent: 'Envoyé',
  retrying: 'Échec, nouvel essai prévu',
  failed: 'Échec définitif',
}

export const MAIL_LOG_TEXTS = {
  heading: 'Courriels aux convives',
  intro: `Chaque e-mail envoyé à un convive ou prévu pour lui, avec son état. Un échec reste affiché ici\u00a0; «\u00a0Renvoyer\u00a0» en envoie une copie, pendant ${SENT_MAIL_BODY_DAYS}\u00a0jours après l’envoi.`,
  none: 'Aucun e-mail pour ce dîner.',
  loading: 'Chargement des e-mails...',
  loadFailed: 'Impossible de charger les e-mails de ce dîner.',
  resend: 'Renvoyer',
  resending: 'Envoi...',
  resentTitle: 'E-mail renvoyé',
  resentText: '« {subject} » est reparti pour {name}.',
  failures: { one: '{count} e-mail en échec', other: '{count} e-mails en échec' },
  write: 'Écrire aux convives',
  writeTitle: 'Écrire aux convives',
  writeIntro: 'Le message part par e-mail, avec la réponse adressée à l’équipe, et reste affiché sur cette page.',
  to: 'Destinataires',
  toAll: 'Tous les convives',
  toTable: 'Table {number}',
  subject: 'Objet',
  body: 'Message',
  send: 'Envoyer',
  sending: 'Envoi...',
  sentTitle: 'Message envoyé',
  sentText: { one: '{count} convive le recevra.', other: '{count} convives le recevront.' },
  messages: 'Messages envoyés',
  noMessages: 'Aucun message n’a encore été écrit aux convives.',
  messageMeta: { one: '{date}, à {to}, {count} destinataire', other: '{date}, à {to}, {count} destinataires' },
  errorTitle: 'Erreur',
} as const

export const MAIL_LOG_ERRORS = {
  bodyInvalid: 'Message invalide.',
  subjectRequired: 'Indiquez l’objet du message.',
  subjectTooLong: `L’objet ne peut dépasser ${GUEST_MESSAGE_LIMITS.subjectMax} caractères.`,
  bodyRequired: 'Écrivez le message.',
  bodyTooLong: `Le message ne peut dépasser ${GUEST_MESSAGE_LIMITS.bodyMax} caractères.`,
  noGuests: 'Personne n’est inscrit à cette table ou à ce dîner\u00a0: le message n’aurait aucun destinataire.',
  tableUnknown: 'Cette table n’existe pas\u00a0: les tables ne sont pas confirmées, ou personne n’y est assis.',
  dinnerCancelled: 'Ce dîner est annulé\u00a0: ses convives ont été prévenus.',
  notResendable: 'Cet e-mail ne concerne pas un convive d’un dîner.',
  superseded: 'Un e-mail plus récent a mis à jour l’agenda de ce convive\u00a0: renvoyez plutôt celui-là.',
  stillSending: 'Cet e-mail est encore en cours d’envoi\u00a0: il repartira de lui-même.',
  bookingEnded: 'Cette réservation n’est plus en cours\u00a0: seul l’e-mail qui l’annule peut être renvoyé.',
  offerEnded: 'Cette place n’est plus proposée\u00a0: l’offre a pris fin.',
  alreadyResent: 'Cet e-mail vient d’être renvoyé\u00a0: attendez une minute avant de le renvoyer encore.',
  forTeam: 'Cet e-mail a été écrit à l’équipe\u00a0: il ne peut pas être envoyé au convive.',
  bodyGone: `Le contenu de cet e-mail n’est plus conservé (${SENT_MAIL_BODY_DAYS}\u00a0jours après son envoi, car ses liens agissent sans connexion)\u00a0: il ne peut plus être renvoyé.`,
} as const

/** POST /api/admin/dinners/{id}/messages: to every guest of the dinner, or to one confirmed table. */
export const guestMessageSchema = z.strictObject(
  {
    subject: z
      .string({ error: MAIL_LOG_ERRORS.subjectRequired })
      .trim()
      .min(1, { error: MAIL_LOG_ERRORS.subjectRequired })
      .max(GUEST_MESSAGE_LIMITS.subjectMax, { error: MAIL_LOG_ERRORS.subjectTooLong })
      .refine((text) => !/\p{Cc}/u.test(text), { error: MAIL_LOG_ERRORS.bodyInvalid }),
    body: z
      .string({ error: MAIL_LOG_ERRORS.bodyRequired })
      .trim()
      .min(1, { error: MAIL_LOG_ERRORS.bodyRequired })
      .max(GUEST_MESSAGE_LIMITS.bodyMax, { error: MAIL_LOG_ERRORS.bodyTooLong })
      .refine((text) => !CONTROL_CHARACTERS.test(text), { error: MAIL_LOG_ERRORS.bodyInvalid }),
    table: z.int({ error: MAIL_LOG_ERRORS.bodyInvalid }).min(1).max(GUEST_MESSAGE_LIMITS.tableMax).nullable().default(null),
  },
  { error: MAIL_LOG_ERRORS.bodyInvalid },
)
export type GuestMessage = z.output<typeof guestMessageSchema>

/** The same message as the team's form holds it: the table as its select's value ('' for every guest). */
export const guestMessageFormSchema = guestMessageSchema.extend({
  table: z.string().transform((value) => (value === '' ? null : Number(value))),
})

/** One line of a guest's log: a mail sent, waiting, failed, or a reminder planned. */
export type GuestMailEntry = {
  /** The outbox row (null for a reminder not yet written). */
  id: number | null
  kind: string
  subject: string
  state: MailState
  at: string
  /** Sending attempts so far (the SMTP server's own words stay in the server's log). */
  attempts: number
  /** « Renvoyer » can send a copy to the guest: a mail to them, sent or given up, whose body is still kept. */
  resendable: boolean
}

export type DinnerMailLog = {
  guests: {
    bookingId: number
    name: string
    email: string
    status: string
    tableNumber: number | null
    mails: GuestMailEntry[]
  }[]
  messages: { id: number; subject: string; body: string; table: number | null; recipients: number; createdAt: string; author: string }[]
  /** The confirmed tables a message can go to. */
  tables: number[]
}

export function mailKindLabel(kind: string): string {
  return MAIL_KIND_LABELS[kind] ?? kind
}
