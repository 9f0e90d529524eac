/**
 * A pause of a paid membership (« Mettre en pause »): from one to three months, at most once in
 * the months the settings say; no charge and no booking during it, the dinners booked inside it
 * cancelled, and it resumes by itself with a mail a week before. The words, and the request's shape.
 */
import { z } from 'zod'

/** How long a pause may last, in months. */
const PAUSE_MONTHS = { min: 1, max: 3 } as const

/** The resume mail leaves this many days before the pause ends. */
export const PAUSE_REMINDER_DAYS = 7

export const PAUSE_ERRORS = {
  badMonths: 'Choisissez une pause de 1, 2 ou 3 mois.',
  notActive: 'Seule une adhésion active peut être mise en pause.',
  alreadyPaused: 'Votre adhésion est déjà en pause.',
  tooSoon:
    'Vous avez déjà mis votre adhésion en pause au cours des {months} derniers mois\u00a0: une nouvelle pause sera possible le {date}.',
  annual:
    'La pause vaut pour les adhésions mensuelles\u00a0: une adhésion annuelle est déjà réglée pour l’année, il n’y a pas de prélèvement à suspendre.',
  bookingPaused: 'Votre adhésion est en pause jusqu’au {date}\u00a0: vous pourrez réserver de nouveau à sa reprise.',
} as const

export const pauseRequestSchema = z.object(
  {
    months: z.coerce
      .number({ error: PAUSE_ERRORS.badMonths })
      .int(PAUSE_ERRORS.badMonths)
      .min(PAUSE_MONTHS.min, PAUSE_ERRORS.badMonths)
      .max(PAUSE_MONTHS.max, PAUSE_ERRORS.badMonths),
  },
  { error: PAUSE_ERRORS.badMonths },
)

export const PAUSE_MAIL_TEXTS = {
  reminderSubject: 'votre adhésion reprend dans une semaine',
  reminder:
    'Votre pause se termine le {date}\u00a0: votre adhésion reprend alors d’elle-même, et vous pourrez réserver de nouveau vos dîners. Le prochain prélèvement suivra votre formule habituelle.',
  reminderLink: 'Voir mon adhésion',
} as const

/** A dinner a pause would cancel (or keep, inside the last 48 hours), as the confirmation lists it. */
export type PausedDinner = { dinnerId: number; title: string; startsAt: string }

/** What a pause of `months` would do, shown before the member confirms it. */
export type PausePreview = { months: number; resumesAt: string; cancelled: PausedDinner[]; kept: PausedDinner[] }
