import { z } from 'zod'

import { CANCEL_DEADLINE_HOURS } from './dinners'
import { VALIDATION } from './messages/validation'

/** « Vous venez toujours ? » leaves this long before a dinner: a day before cancelling stops being free. */
export const ASK_REMINDER_HOURS = 72
/** The brief leaves at this hour (Paris time) on the morning of the dinner. */
export const BRIEF_HOUR = 8

/** What a one-click link of the 72-hour reminder does. */
export type ReminderAction = 'come' | 'withdraw'

/** The words of the reminders and of their links' page (texts ours; SPEC is silent). */
export const REMINDER_TEXTS = {
  come: 'Je viens',
  withdraw: 'Je me désiste',
  comeTitle: 'Confirmer votre venue',
  withdrawTitle: 'Vous désister',
  comeExplained: 'Confirmez votre venue au dîner « {title} », le {date}.',
  withdrawExplained: 'Votre place au dîner « {title} », le {date}, sera rendue et aussitôt proposée au suivant sur la liste d’attente.',
  comeDone: 'Merci : votre venue est confirmée. À bientôt à table !',
  withdrawDone: 'C’est noté : votre réservation est annulée et votre place est proposée au suivant. À une prochaine fois !',
  invalid: 'Ce lien n’est pas valide. Ouvrez votre espace pour gérer vos réservations.',
  used: 'Ce lien a déjà servi : votre réponse est enregistrée.',
  expired: `Ce lien a expiré : à moins de ${CANCEL_DEADLINE_HOURS} heures du dîner, répondez au message de rappel pour prévenir l’équipe.`,
  inactive: 'Cette réservation n’est plus active : rien n’a changé.',
  mySpace: 'Ouvrir mon espace',
  /** In the member's space, beside the next dinner, while the 72-hour reminder waits for an answer. */
  spaceQuestion: 'Vous venez toujours ? Dites-le-nous avant le {date}.',
  notAsked: 'Aucune question de rappel n’attend de réponse pour ce dîner.',
} as const

export const reminderAnswerSchema = z.object({ action: z.enum(['come', 'withdraw'], { error: VALIDATION.bodyInvalid }) })
