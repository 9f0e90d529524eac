import { z } from 'zod'

import { APPLICATION_STATUS_LABELS } from './applicationStatus'
import { ATTENDANCE_MARKS } from './attendance'
import { type AuditKey, decodeAuditCursor } from './auditCursor'
import { BOOKING_STATUSES, DINNER_STATUSES, DINNER_TIME_ZONE } from './dinners'
import { optionalDay, optionalText } from './fields'
import { VALIDATION } from './messages/validation'
import { ROLE_LABELS } from './roles'

/**
 * The audit log: who did what to which record, and the before → after of the fields
 * that changed. Written in the transaction of the change it records; nobody edits or deletes it.
 */

/** What an entry records, with its French name in « Journal ». */
export const AUDIT_KINDS = {
  'application.decided': 'Décision sur une candidature',
  'application.reversed': 'Décision changée',
  'tables.composed': 'Tables composées',
  'tables.moved': 'Convive changé de table',
  'tables.pinned': 'Convive épinglé ou désépinglé',
  'tables.confirmed': 'Tables confirmées',
  'booking.changed': 'Réservation modifiée par l’équipe',
  'dinner.cancelled': 'Dîner annulé',
  'attendance.marked': 'Présence notée',
  'attendance.hostMarked': 'Marque d’un hôte à la porte',
  'dinner.hostNamed': 'Hôte nommé pour un dîner',
  'dinner.hostRemoved': 'Hôte retiré d’un dîner',
  'attendance.contestAnswered': 'Contestation tranchée',
  'member.pauseLifted': 'Pause levée',
  'account.role': 'Rôle modifié',
  'account.email': 'Adresse e-mail modifiée',
  'settings.edited': 'Réglages du site modifiés',
  'page.edited': 'Page modifiée',
  'newsletter.edited': 'Lettre hebdomadaire modifiée',
  'newsletter.sentNow': 'Lettre hebdomadaire envoyée à la main',
  'export.csv': 'Export CSV',
  'gdpr.export': 'Export de ses données (RGPD)',
  'gdpr.erasure': 'Effacement d’un compte (RGPD)',
  'membership.changed': 'Adhésion modifiée',
  'membership.offered': 'Adhésion offerte',
  'membership.invited': 'Invitation à activer l’adhésion',
  'membership.reconciled': 'Adhésion rectifiée d’après Stripe',
  'membership.paused': 'Adhésion mise en pause',
  'membership.planChanged': 'Formule changée',
  'membership.cancelled': 'Adhésion résiliée par le membre',
  'membership.cancellationUndone': 'Résiliation annulée par le membre',
  'membership.retentionAccepted': 'Offre avant résiliation acceptée',
  'membership.paymentReminder': 'Relance d’un paiement échoué',
  'membership.suspended': 'Adhésion suspendue (paiement échoué)',
  'membership.paymentRecovered': 'Paiement rétabli',
  'membership.renewalNotice': 'Avis de reconduction envoyé',
  'noShowFee.waived': 'Frais d’absence offerts',
  'noShowFee.notCharged': 'Frais d’absence non prélevés',
  'noShowFee.charged': 'Frais d’absence prélevés',
  'noShowFee.failed': 'Frais d’absence en échec',
  'noShowFee.reminder': 'Relance de frais d’absence impayés',
  'noShowFee.suspended': 'Réservations suspendues (frais d’absence impayés)',
  'noShowFee.recovered': 'Frais d’absence prélevés après un échec',
  'noShowFee.refunded': 'Frais d’absence remboursés',
  'noShowFee.cancelled': 'Frais d’absence annulés',
} as const
export type AuditKind = keyof typeof AUDIT_KINDS
export const AUDIT_KIND_KEYS = Object.keys(AUDIT_KINDS) as AuditKind[]

/** The kinds of record an entry points to, and where the admin opens each. */
export type AuditRecordType = 'users' | 'dinners' | 'bookings' | 'globals' | 'exports'

export function auditRecordHref(type: string, id: string | null): string | null {
  if (!id) return null
  if (type === 'users') return `/admin/collections/users/${id}`
  if (type === 'dinners') return `/admin/dinners/${id}`
  if (type === 'bookings') return `/admin/collections/bookings/${id}`
  if (type === 'globals') return `/admin/globals/${id}`
  return null
}

/** A field's value before and after the change (null: it had none). */
export type AuditChanges = Record<string, [unknown, unknown]>

/** What an entry records, with what the log can say of its dinner and of a page's fields. */
export type AuditFacts = {
  kind: AuditKind
  actor: string | null
  subject: string | null
  record: { type: string; id: string | null; href: string | null }
  /** The dinner the entry is about (its own, or its booking's), as it is now; null when none is left. */
  dinner: { title: string; startsAt: string } | null
  /** A page's or the settings' name and their fields' names, as Payload's config gives them. */
  labels: AuditLabels
  changes: AuditChanges
}

/** What an entry says after its author's name, and the finer facts as short lines below it. */
export type AuditSentence = { what: string; details: string[] }

/** One entry as « Journal » shows it. */
export type AuditEntryView = AuditFacts & { id: number; at: string; kindLabel: string; sentence: AuditSentence }

export type AuditLabels = { record: string | null; fields: Record<string, string> }

/** The French names of the fields the entries name; a settings field keeps its own name. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  applicationStatus: 'Statut',
  reviewNotes: 'Note',
  reason: 'Raison du changement',
  tables: 'Tables',
  guests: 'Convives',
  table: 'Table',
  pinnedTo: 'Épinglé à la table',
  guestsTold: 'Convives prévenus',
  outOfBoundsReason: 'Raison des tailles hors bornes',
  attendance: 'Présence',
  contestOutcome: 'Issue de la contestation',
  bookingsPausedUntil: 'Réservations en pause jusqu’au',
  status: 'Statut',
  bookingStatus: 'Réservation',
  dinnerSeats: 'Places du dîner',
  bookingsCancelled: 'Réservations annulées',
  teamNote: 'Note de l’équipe',
  role: 'Rôle',
  email: 'Adresse e-mail',
  intro: 'Introduction',
  schedule: 'Envoi',
  week: 'Semaine',
  recipients: 'Destinataires',
}

/** Values shown by their French name (a status, a mark, a role). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  applicationStatus: APPLICATION_STATUS_LABELS,
  attendance: Object.fromEntries(ATTENDANCE_MARKS.map((mark) => [mark.value, mark.label])),
  role: ROLE_LABELS,
  status: Object.fromEntries(DINNER_STATUSES.map((status) => [status.value, status.label])),
  bookingStatus: Object.fromEntries(BOOKING_STATUSES.map((status) => [status.value, status.label])),
  contestOutcome: { kept: 'Marque maintenue', changed: 'Marque changée' },
}

/** A value before or after a change, as « Journal » writes it. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return AUDIT_TEXTS.none
  if (typeof value === 'string') return VALUE_LABELS[field]?.[value] ?? value
  return typeof value === 'number' ? String(value) : JSON.stringify(value)
}

// Made once: a formatter holds ICU memory outside the JS heap (see src/server/exports/exports.ts).
const AUDIT_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: DINNER_TIME_ZONE })

/** When an entry was written, to the second, in Paris time: « 27/11/2026 09:14:05 ». */
export function auditTime(iso: string): string {
  return AUDIT_TIME.format(new Date(iso))
}

/** How the label of an erased person reads in the entries about them (a stable pseudonym, no name). */
export const ERASED_PERSON = 'Personne effacée'
/** What is left of a value in the entries about an erased person. */
export const ERASED_VALUE = '(effacé)'

/** How long entries are kept, in years (set in the site settings). */
export const AUDIT_RETENTION_YEARS = { default: 3, min: 1, max: 10 } as const

export const AUDIT_SETTINGS_LABELS = {
  retentionYears: 'Durée de conservation du journal (années)',
  retentionYearsHelp: 'Les entrées plus anciennes sont effacées chaque nuit. Trois ans par défaut.',
} as const

export const AUDIT_TEXTS = {
  intro:
    'Qui a fait quoi, quand, et sur quelle fiche : décisions, tables, réservations, réglages, exports et effacements. Personne ne peut modifier ni supprimer une entrée.',
  person: 'Personne (nom ou e-mail)',
  kind: 'Type',
  anyKind: 'Tous les types',
  from: 'Du',
  to: 'Au',
  filter: 'Filtrer',
  reset: 'Effacer les filtres',
  listLabel: 'Entrées du journal',
  system: 'Le site',
  open: 'Ouvrir la fiche',
  none: '—',
  longValue: '(contenu long modifié)',
  loading: 'Chargement du journal…',
  failed: 'Le journal n’a pas pu être chargé.',
  empty: 'Aucune entrée pour ces filtres.',
  kindInvalid: 'Type d’entrée inconnu.',
  newer: 'Plus récents',
  older: 'Plus anciens',
  pagerLabel: 'Pages du journal',
  entries: { one: '{count} entrée', other: '{count} entrées' },
  moreEntries: 'Plus de {count} entrées',
  cursorInvalid: 'Position dans le journal invalide : revenez aux entrées les plus récentes.',
  cursorsBoth: 'Demandez les entrées plus récentes ou plus anciennes, pas les deux à la fois.',
} as const

export const AUDIT_PAGE_SIZE = 50
/** Entries counted for the filters at most: beyond, « Journal » says « Plus de 200 entrées » rather than count a million rows. */
export const AUDIT_COUNT_CAP = 200
const PERSON_MAX = 120

/** A cursor of the query string: absent, or a place in the log (400 in French for anything else). */
const auditCursor = z
  .string()
  .optional()
  .transform((text, context): AuditKey | null => {
    if (!text) return null
    const key = decodeAuditCursor(text)
    if (!key) context.addIssue({ code: 'custom', message: AUDIT_TEXTS.cursorInvalid })
    return key
  })

/**
 * The filters of « Journal », and where the page is (GET /api/admin/journal?personne=&type=&du=&au=
 * and `avant=` for the entries older than a place, or `apres=` for those newer; neither: the newest).
 */
export const auditQuerySchema = z
  .object({
    personne: optionalText(PERSON_MAX).default(''),
    type: z.enum(['', ...AUDIT_KIND_KEYS] as ['', ...AuditKind[]], { error: AUDIT_TEXTS.kindInvalid }).default(''),
    du: optionalDay(VALIDATION.dayInvalid),
    au: optionalDay(VALIDATION.dayInvalid),
    avant: auditCursor,
    apres: auditCursor,
  })
  .refine((query) => !(query.avant && query.apres), { message: AUDIT_TEXTS.cursorsBoth })
export type AuditQuery = z.output<typeof auditQuerySchema>

export type AuditFilters = Omit<AuditQuery, 'avant' | 'apres'>
export const NO_AUDIT_FILTERS: AuditFilters = { personne: '', type: '', du: '', au: '' }

/** Which page of the filtered entries: the newest, or those older (`avant`) or newer (`apres`) than a cursor. */
export type JournalPosition = { avant?: string; apres?: string }

/** The API address of one page of « Journal » for these filters. */
export function journalUrl(filters: AuditFilters, position: JournalPosition = {}): string {
  const params = new URLSearchParams(Object.entries({ ...filters, ...position }).filter(([, value]) => value))
  const query = params.toString()
  return `/api/admin/journal${query ? `?${query}` : ''}`
}
