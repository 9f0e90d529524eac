/** Dinners and bookings (DESIGN §11, SPEC §9): the facts, the rules and the French texts, once. */
import { DIETARY_OTHER_MAX } from './dietary'
import { fill } from './fill'
import { PLANS, type PricingPlan } from './plans'
import { HOUR_MS } from './time'

export const DINNER_STATUSES = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'published', label: 'Publié' },
  { value: 'closed', label: 'Complet / fermé' },
  { value: 'done', label: 'Passé' },
  // Set only by « Annuler le dîner » (src/server/dinners/team/dinnerCancellation.ts), which tells every guest; final.
  { value: 'cancelled', label: 'Annulé' },
] as const

export const SPEAKER_ROLES = [
  { value: 'journalist', label: 'Journaliste' },
  { value: 'expert', label: 'Expert' },
] as const

export const BOOKING_STATUSES = [
  { value: 'booked', label: 'Réservé' },
  { value: 'waitlisted', label: 'Liste d’attente' },
  { value: 'cancelled', label: 'Annulé' },
  { value: 'attended', label: 'Présent' },
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]['value']

/** Bookings that count against a plan's limit: a seat held, waited for or used. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['booked', 'waitlisted', 'attended']

/** A booking can be cancelled until this long before the dinner. */
export const CANCEL_DEADLINE_HOURS = 48
export const DINNER_SEATS_LIMITS = { min: 4, max: 200 } as const
export const SPEAKER_BIO_MAX = 400
export const UPCOMING_DINNERS_LIMIT = 12
export const UPCOMING_DINNERS_REVALIDATE_SECONDS = 300
/** How many upcoming dinners the home page and « Comment ça marche » show. */
export const NEXT_DINNERS_SHOWN = 3

/** What each plan allows (SPEC §9): essential 1 dinner a month, premium unlimited with one guest, test one trial dinner. */
export const PLAN_BOOKING_RULES: Record<PricingPlan, { perMonth: number | null; ever: number | null; plusOne: boolean }> = {
  essential: { perMonth: 1, ever: null, plusOne: false },
  premium: { perMonth: null, ever: null, plusOne: true },
  test: { perMonth: null, ever: 1, plusOne: false },
}

/** The seats a booking takes: the member, and their guest if any. */
export function seatsTaken(plusOne: boolean | null | undefined): 1 | 2 {
  return plusOne ? 2 : 1
}

export function cancellationDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CANCEL_DEADLINE_HOURS * HOUR_MS)
}

export function canStillCancel(startsAt: Date, now: Date = new Date()): boolean {
  return now.getTime() <= cancellationDeadline(startsAt).getTime()
}

/**
 * Whether the dinner has begun at `now` (an instant, so the same in Paris as anywhere): from then
 * on its tables no longer change and the team marks who came, as the server checks it.
 */
export function dinnerHasBegun(startsAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() >= new Date(startsAt).getTime()
}

/**
 * The club's time zone, stated here only: dinners, the days the team filters by, and every date the
 * site, the mails, the exports and the audit log show are Paris time, whatever the server's zone.
 */
export const DINNER_TIME_ZONE = 'Europe/Paris'

const PARIS_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: DINNER_TIME_ZONE })
/** The day (YYYY-MM-DD) `date` falls on in Paris: what the team's date filters and file names call a day. */
export function parisDay(date: Date = new Date()): string {
  return PARIS_DAY.format(date)
}
/** How long a dinner lasts in a calendar (the evening, from the welcome to the coffee; SPEC is silent). */
export const DINNER_DURATION_HOURS = 3

/** « jeudi 3 décembre 2026 »: the Paris day a dinner starts on, whatever the server's zone (an evening's heading). */
export function formatDinnerDay(value: string | Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: DINNER_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(typeof value === 'string' ? new Date(value) : value)
}

/** « jeudi 3 décembre 2026 à 20 h 00 », in Paris time whatever the server's zone. */
export function formatDinnerDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const day = formatDinnerDay(date)
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: DINNER_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date)
  return `${day} à ${time.replace(':', '\u00a0h\u00a0')}`
}

export function speakerRoleLabel(role: string): string {
  return SPEAKER_ROLES.find((r) => r.value === role)?.label ?? role
}

export function seatsLeftText(count: number): string {
  return count === 1 ? BOOKING_TEXTS.oneSeatLeft : fill(BOOKING_TEXTS.seatsLeft, { count })
}

export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUSES.find((s) => s.value === status)?.label ?? status
}

/** Refusals of a booking or a cancellation (texts ours; SPEC is silent). */
export const BOOKING_ERRORS = {
  notMember: 'Les dîners sont réservés aux membres : votre candidature doit d’abord être approuvée.',
  notOpen: 'Ce dîner n’est pas ouvert aux réservations.',
  past: 'Ce dîner a déjà eu lieu.',
  alreadyBooked: 'Vous êtes déjà inscrit à ce dîner.',
  monthLimit: 'Votre formule Essentiel comprend un dîner par mois : vous avez déjà réservé un dîner ce mois-ci.',
  trialUsed: 'Votre formule Test comprend un seul dîner découverte, que vous avez déjà réservé.',
  noPlan: 'Choisissez d’abord une formule pour réserver un dîner.',
  plusOneNotIncluded: 'Seule la formule Premium permet de venir avec un invité.',
  plusOneFull: 'Il ne reste qu’une place : réservez sans invité, ou rejoignez la liste d’attente.',
  tooLate: `Il est trop tard pour annuler : l’annulation est possible jusqu’à ${CANCEL_DEADLINE_HOURS} heures avant le dîner.`,
  noBooking: 'Vous n’avez pas de réservation à ce dîner.',
  paused:
    'Vos réservations sont suspendues jusqu’au {date}, après plusieurs absences sans prévenir. Si c’est une erreur, contestez la marque depuis « Mes dîners passés » ou écrivez à l’équipe.',
  bodyInvalid: 'Requête de réservation invalide.',
  guestNameRequired: 'Indiquez le prénom de votre invité.',
  guestNameTooLong: 'Le prénom de votre invité est trop long.',
  guestNameInvalid: 'Le prénom de votre invité contient des caractères non autorisés.',
  guestDietTooLong: `Les besoins alimentaires de votre invité sont trop longs (${DIETARY_OTHER_MAX} caractères au plus).`,
} as const

/** What a member reads in their space and in the toasts (texts ours). */
export const BOOKING_TEXTS = {
  heading: 'Les prochains dîners',
  openHeading: 'Dîners ouverts',
  yourBookings: 'Mes dîners',
  noBookings: 'Vous n’avez pas encore réservé de dîner.',
  noOpenDinners: 'Vous avez une place à chacun des dîners annoncés : les prochains seront publiés ici.',
  noDinners: 'Aucun dîner n’est annoncé pour le moment : les prochains seront publiés ici.',
  forYou: 'Selon vos thématiques',
  book: 'Réserver',
  bookWithGuest: 'Réserver avec un invité',
  joinWaitlist: 'Rejoindre la liste d’attente',
  cancel: 'Annuler ma réservation',
  booked: 'Votre place est réservée.',
  waitlisted: 'Ce dîner est complet : vous êtes sur la liste d’attente. Nous vous écrirons si une place se libère.',
  cancelled: 'Votre réservation est annulée.',
  seatsLeft: '{count} places restantes',
  oneSeatLeft: '1 place restante',
  full: 'Complet',
  venueHidden: 'Le lieu vous sera communiqué une fois les tables composées.',
  venue: 'Lieu',
  table: 'Table {number}',
  withGuest: 'avec un invité',
  cancelUntil: 'Annulation possible jusqu’au {date}.',
  speakers: 'Intervenants',
  membersOnly: 'Les dîners se réservent depuis votre espace, une fois votre candidature approuvée.',
  seeDinners: 'Voir les dîners',
  errorTitle: 'Réservation impossible',
  bookedTitle: 'Place réservée',
  waitlistedTitle: 'Liste d’attente',
  cancelledTitle: 'Réservation annulée',
  waitlistNote: 'Vous êtes sur la liste d’attente : nous vous écrirons si une place se libère.',
  tooLateNote: `L’annulation n’est plus possible à moins de ${CANCEL_DEADLINE_HOURS} heures du dîner.`,
  cancelQuestion: 'Annuler votre réservation ?',
  // Said before knowing whether anyone waits: the seat goes to the waitlist if there is one, else back on sale.
  cancelExplained:
    'Votre place sera rendue : au premier membre de la liste d’attente s’il y en a une, sinon à la réservation. Vous pourrez réserver de nouveau tant qu’il reste des places.',
  cancelConfirm: 'Annuler la réservation',
  keep: 'Garder ma place',
  cancelling: 'Annulation...',
  addToCalendar: 'Ajouter à mon agenda',
  leaveWaitlist: 'Quitter la liste d’attente',
  leaveWaitlistQuestion: 'Quitter la liste d’attente ?',
  leaveWaitlistExplained: 'Vous perdrez votre rang. Vous pourrez vous inscrire de nouveau tant que le dîner est ouvert.',
  leaveWaitlistConfirm: 'Quitter la liste',
  stayOnWaitlist: 'Rester sur la liste',
  leaving: 'Départ de la liste...',
  leftWaitlist: 'Vous avez quitté la liste d’attente.',
  booking: 'Réservation...',
  loading: 'Chargement des dîners...',
  loadFailed: 'Impossible de charger les dîners.',
  plan: 'Votre formule : {plan} ({perks}).',
  spaceKicker: 'Mon espace',
  waitlistPosition: 'Liste d’attente, position {position}',
  cancelledBadge: 'Annulée',
  dinnerCancelledBadge: 'Dîner annulé',
  dinnerCancelledNote: 'L’équipe a annulé ce dîner : il ne compte pas dans votre formule.',
  cancelledNote: 'Vous avez annulé cette réservation.',
  leftWaitlistBadge: 'Liste d’attente quittée',
  leftWaitlistNote: 'Vous avez quitté la liste d’attente de ce dîner.',
  withGuestNamed: 'avec {name}',
  guestTitle: 'Votre invité',
  guestExplained: 'Son prénom figurera sur le plan de table ; ses besoins alimentaires seront transmis au restaurant.',
  guestFirstName: 'Prénom de votre invité',
  guestDietaryNeeds: 'Ses besoins alimentaires',
  guestDietaryHint: 'Allergies, régime : laissez vide s’il n’y en a pas.',
  guestBack: 'Retour',
  guestBook: 'Réserver pour deux',
  guestDiet: 'Besoins alimentaires de votre invité : {needs}',
} as const

/** The private calendar feed in the member's space (texts ours). */
export const CALENDAR_FEED_TEXTS = {
  heading: 'Mon agenda',
  intro: 'Abonnez votre agenda à vos dîners : les réservations et les places en liste d’attente s’y ajoutent d’elles-mêmes.',
  none: 'Vous n’avez pas encore de lien d’agenda.',
  since: 'Lien d’agenda créé le {date}.',
  /** A feed made before addresses were kept sealed: only its hash is left, which cannot give it back. */
  sinceHidden:
    'Lien d’agenda créé le {date}. Il ne peut plus s’afficher : remplacez-le pour l’ajouter à un autre agenda (les agendas déjà abonnés devront l’être de nouveau).',
  feedName: 'Mes dîners',
  create: 'Créer mon lien d’agenda',
  renew: 'Remplacer mon lien d’agenda',
  renewQuestion: 'Remplacer votre lien d’agenda ?',
  renewExplained: 'L’ancien lien cessera aussitôt de fonctionner : les agendas abonnés avec lui ne recevront plus vos dîners.',
  renewConfirm: 'Remplacer le lien',
  keep: 'Garder le lien actuel',
  working: 'Création du lien...',
  label: 'Votre lien d’agenda (privé : ne le partagez pas)',
  subscribe: 'M’abonner dans :',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  failed: 'Le lien d’agenda n’a pas pu être chargé.',
} as const

/** « Ma formule » in the member's space: the plan, and what it still allows this month (texts ours). */
export const PLAN_TEXTS = {
  heading: 'Ma formule',
  noPlan: 'Aucune formule n’est choisie : écrivez à l’équipe pour en choisir une.',
  essentialFree: 'Ce mois-ci, vous pouvez encore réserver un dîner.',
  essentialUsed: 'Votre dîner de ce mois-ci est réservé ; vous pouvez réserver un dîner des mois suivants.',
  premium: 'Ce mois-ci comme les autres, autant de dîners que vous le souhaitez, et un invité à chacun.',
  testFree: 'Votre dîner découverte reste à réserver.',
  testUsed:
    'Votre dîner découverte est réservé. Pour continuer ensuite, répondez à l’un de nos e-mails : l’équipe vous présentera les formules.',
} as const

/** The member's active bookings (held, waited for, or used), as the plan's limits count them. */
export type PlanUsage = { thisMonth: number; ever: number }

/** What the plan still allows, from the bookings it counts (SPEC §9). */
export function planAllowance(plan: PricingPlan | null, usage: PlanUsage): string {
  if (!plan) return PLAN_TEXTS.noPlan
  const rules = PLAN_BOOKING_RULES[plan]
  if (rules.ever !== null) return usage.ever >= rules.ever ? PLAN_TEXTS.testUsed : PLAN_TEXTS.testFree
  if (rules.perMonth !== null) return usage.thisMonth >= rules.perMonth ? PLAN_TEXTS.essentialUsed : PLAN_TEXTS.essentialFree
  return PLAN_TEXTS.premium
}

/** « Votre formule : Premium (dîners illimités, +1 invité gratuit). » */
export function planLine(plan: PricingPlan): string {
  const { label, perks } = PLANS.find((p) => p.value === plan) ?? PLANS[0]
  return fill(BOOKING_TEXTS.plan, { plan: label, perks: perks.join(', ').toLowerCase() })
}
