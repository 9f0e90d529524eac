import { DateTime } from 'luxon'
import { z } from 'zod'

import { DINNER_TIME_ZONE } from './dinners'
import { VALIDATION } from './messages/validation'

/**
 * The weekly newsletter: the editors' word, the week's five articles and the next
 * dinners that still have seats, sent to the people who opted in, once a week each.
 */

/** When it leaves and how fast (the team sets them; the SMTP provider's limit bounds the pace). */
export const NEWSLETTER_SCHEDULE = {
  /** ISO weekday, 1 = Monday. */
  day: { default: 1, min: 1, max: 7 },
  /** The hour, Paris time. */
  hour: { default: 8, min: 0, max: 23 },
  /** Mails per minute at most: a small provider's 60, up to a bulk provider's thousands a second. */
  perMinute: { default: 60, min: 1, max: 200_000 },
} as const
export type NewsletterSchedule = { day: number; hour: number; perMinute: number }

export const WEEKDAYS = [
  { value: '1', label: 'Lundi' },
  { value: '2', label: 'Mardi' },
  { value: '3', label: 'Mercredi' },
  { value: '4', label: 'Jeudi' },
  { value: '5', label: 'Vendredi' },
  { value: '6', label: 'Samedi' },
  { value: '7', label: 'Dimanche' },
] as const

/** An issue may still leave this long after its moment (every instance was down at the hour). */
const CATCH_UP_HOURS = 24

/** The week a moment belongs to, Paris time (ISO weeks: « 2026-W48 »); a newsletter leaves once in each. */
export function newsletterWeek(now: Date): string {
  const local = DateTime.fromJSDate(now, { zone: DINNER_TIME_ZONE })
  return `${local.weekYear}-W${String(local.weekNumber).padStart(2, '0')}`
}

/** Whether the week's newsletter is due at `now`: its day and hour have come, less than a day ago. */
export function newsletterDue(schedule: Pick<NewsletterSchedule, 'day' | 'hour'>, now: Date): boolean {
  const local = DateTime.fromJSDate(now, { zone: DINNER_TIME_ZONE })
  const hoursSince = (local.weekday - schedule.day) * 24 + (local.hour - schedule.hour)
  return hoursSince >= 0 && hoursSince < CATCH_UP_HOURS
}

/** The next time the newsletter leaves, for the editors' view. */
export function nextNewsletterAt(schedule: Pick<NewsletterSchedule, 'day' | 'hour'>, now: Date): Date {
  const local = DateTime.fromJSDate(now, { zone: DINNER_TIME_ZONE })
  let at = local.set({ weekday: schedule.day as 1, hour: schedule.hour, minute: 0, second: 0, millisecond: 0 })
  if (at <= local) at = at.plus({ weeks: 1 })
  return at.toJSDate()
}

/** The page that unsubscribes (its button posts to the API), and the one-click address of RFC 8058. */
export const NEWSLETTER_PATHS = {
  unsubscribePage: '/newsletter/desinscription',
  oneClick: '/api/newsletter/unsubscribe',
} as const

/** The editors' routes. */
export const NEWSLETTER_URLS = {
  preview: '/api/admin/newsletter',
  test: '/api/admin/newsletter/test',
  sendNow: '/api/admin/newsletter/send',
  preference: '/api/me/newsletter',
} as const

/** A signed unsubscribe link stays valid this long: a newsletter kept in a mailbox still lets one leave. */
export const UNSUBSCRIBE_LINK_DAYS = 180

/** GET /api/admin/newsletter: the editors' preview. */
export type NewsletterPreview = { subject: string; html: string; hasIntro: boolean; nextSendAt: string; recipients: number }

/** An address as the unsubscribe page names it (« c•••@exemple.fr »): a forwarded letter does not show it whole. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••'
}

/** The member's choice in their space. */
export const newsletterPreferenceSchema = z.object({ subscribed: z.boolean({ error: VALIDATION.bodyInvalid }) })

export const NEWSLETTER_TEXTS = {
  // The editors' view
  panelHeading: 'Aperçu de la lettre',
  panelIntro:
    'L’aperçu montre la lettre telle qu’elle partirait maintenant, avec le texte d’introduction enregistré. Enregistrez vos changements pour les y voir.',
  nextSend: {
    one: 'Prochain envoi : {date}, à {count} personne inscrite à ce jour.',
    other: 'Prochain envoi : {date}, à {count} personnes inscrites à ce jour.',
  },
  sendTest: 'S’envoyer un test',
  testSent: 'La lettre de test est partie à {address}.',
  sendNow: 'Envoyer la lettre de la semaine maintenant',
  sendNowConfirm: {
    one: 'La lettre de la semaine partira à {count} personne inscrite. Elle ne repartira pas cette semaine.',
    other: 'La lettre de la semaine partira à {count} personnes inscrites, par lots. Elle ne repartira pas cette semaine.',
  },
  sendNowConfirmButton: 'Envoyer maintenant',
  sentNow: {
    one: 'La lettre de la semaine part à {count} personne.',
    other: 'La lettre de la semaine part à {count} personnes, par lots.',
  },
  alreadySent: 'La lettre de cette semaine est déjà partie : elle part une fois par semaine.',
  /** The introduction is the editors' word at the head of each letter: one sent by hand never leaves without it. */
  introMissing:
    'La lettre n’a pas encore de texte d’introduction : écrivez-le dans le champ « Texte d’introduction » et enregistrez avant de l’envoyer.',
  previewFailed: 'L’aperçu n’a pas pu être chargé.',
  previewLoading: 'Chargement de l’aperçu…',
  previewTitle: 'Aperçu de la lettre hebdomadaire',
  // The unsubscribe page and the member's space
  pageTitle: 'Se désinscrire de la lettre',
  pageQuestion: 'Ne plus recevoir la lettre hebdomadaire à l’adresse {address} ?',
  pageButton: 'Me désinscrire',
  unsubscribed: 'C’est fait : vous ne recevrez plus la lettre hebdomadaire. Vous pouvez vous réinscrire depuis votre espace.',
  oneClickBody: 'La désinscription en un clic attend le corps « List-Unsubscribe=One-Click » (RFC 8058).',
  invalidLink: 'Ce lien de désinscription n’est pas valide ou a expiré. Vous pouvez vous désinscrire depuis votre espace.',
  spaceHeading: 'La lettre hebdomadaire',
  spaceIntro: 'Chaque semaine, les cinq articles choisis par la rédaction et les prochains dîners qui ont encore des places.',
  spaceSwitch: 'Recevoir la lettre hebdomadaire',
  spaceSubscribed: 'Vous recevrez la lettre hebdomadaire.',
  spaceUnsubscribed: 'Vous ne recevrez plus la lettre hebdomadaire.',
} as const

/** The editors' global and its fields (labels in the admin). */
export const NEWSLETTER_LABELS = {
  global: 'Lettre hebdomadaire',
  intro: 'Texte d’introduction',
  introHelp:
    'Quelques lignes en tête de la lettre, au-dessus des articles. Une ligne vide sépare deux paragraphes. Le texte est effacé une fois la lettre partie : chaque semaine a le sien.',
  schedule: 'Envoi',
  scheduleHelp: 'Réservé aux administrateurs. Heure de Paris.',
  day: 'Jour d’envoi',
  hour: 'Heure d’envoi',
  perMinute: 'Envois par minute au plus',
  perMinuteHelp: 'La limite de votre fournisseur SMTP : la lettre part par lots qui la respectent.',
} as const

export const NEWSLETTER_INTRO_MAX = 2000
