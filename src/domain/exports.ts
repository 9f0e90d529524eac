import { z } from 'zod'

import { teamMembershipsQuerySchema } from './billing/billingTexts'
import type { MembershipStatus } from './billing/membershipStates'
import { optionalDay } from './fields'
import { VALIDATION } from './messages/validation'
import { listQuerySchema, REVIEW_TABS } from './review'

/**
 * The team's CSV exports: admins only, each in the audit log. A spreadsheet opened in
 * France splits columns on « ; » (the comma is the decimal mark there), and reads accents right
 * only after a byte-order mark: both are written.
 */
export const CSV_DELIMITER = ';'

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is
 * written as text; a negative amount and nothing else (« -5,00 », a refund) stays a number.
 */
export function neutralisedCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  return /^[=+\-@\t\r]/.test(text) && !/^-\d+(,\d+)?$/.test(text) ? `'${text}` : text
}

export const EXPORT_KINDS = {
  applications: 'Candidatures',
  guests: 'Convives d’un dîner',
  restaurant: 'Fiche restaurant',
  bookings: 'Réservations d’une période',
  memberships: 'Adhésions',
  accounting: 'Comptabilité du mois (Stripe)',
} as const
export type ExportKind = keyof typeof EXPORT_KINDS

export const EXPORT_TEXTS = {
  applications: 'Exporter en CSV',
  applicationsHint: 'Les candidatures de cet onglet, avec la recherche et le tri en cours.',
  guests: 'Convives (CSV)',
  restaurant: 'Fiche restaurant (CSV)',
  bookingsTitle: 'Exporter les réservations',
  bookingsHint: 'Les réservations des dîners de la période, tous statuts.',
  bookings: 'Exporter (CSV)',
  from: 'Du',
  to: 'Au',
  periodRequired: 'Indiquez le début et la fin de la période.',
  periodOrder: 'La fin de la période doit suivre son début.',
  allTables: 'Toutes les tables',
  memberships: 'Exporter en CSV (comptabilité)',
  membershipsHint: 'Les adhésions du statut choisi, montants TTC, avec les identifiants Stripe pour rapprocher les paiements.',
} as const

/** Column headers, in French, one list per export. */
export const CSV_HEADERS = {
  applications: [
    'Identifiant',
    'Prénom',
    'Nom',
    'E-mail',
    'Inscrit le',
    'Statut',
    'Décidé le',
    'Note de décision',
    'Entreprise',
    'Poste',
    'Secteur',
    'Ville',
    'Formule',
    'Newsletter',
  ],
  guests: [
    'Table',
    'Prénom',
    'Nom',
    'Statut',
    '+1',
    'Prénom du +1',
    'Allergies',
    'Préférences',
    'Autres besoins',
    'Besoins du +1',
    'Note de l’équipe',
  ],
  restaurantFirst: ['Table', 'Couverts'],
  restaurantLast: ['Notes'],
  bookings: ['Dîner', 'Date du dîner', 'Ville', 'Prénom', 'Nom', 'E-mail', 'Statut', '+1', 'Table', 'Présence', 'Réservé le', 'Annulé le'],
  memberships: [
    'Identifiant',
    'Prénom',
    'Nom',
    'E-mail',
    'Formule',
    'Fréquence',
    'Tarif',
    'Statut',
    'Depuis le',
    'Montant TTC (€)',
    'Dernier paiement le',
    'Dernier paiement TTC (€)',
    'Prochaine échéance',
    'Fin prévue le',
    'Client Stripe',
    'Abonnement Stripe',
    'Raison (offerte)',
  ],
} as const

/** GET /api/admin/exports/applications?tab=&q=&sort=: the dashboard's tab, search and sort. */
export const applicationsExportSchema = listQuerySchema
  .pick({ q: true, sort: true })
  .extend({ tab: z.enum(REVIEW_TABS, { error: VALIDATION.tabInvalid }).default('pending') })
export type ApplicationsExportQuery = z.output<typeof applicationsExportSchema>

/** GET /api/admin/exports/bookings?du=&au=: the dinners held from one day to another (Paris days). */
export const bookingsExportSchema = z
  .object({ du: optionalDay(VALIDATION.dayInvalid), au: optionalDay(VALIDATION.dayInvalid) })
  .refine((period) => period.du !== '' && period.au !== '', { error: EXPORT_TEXTS.periodRequired })
  .refine((period) => period.du <= period.au, { error: EXPORT_TEXTS.periodOrder })
export type BookingsExportQuery = z.output<typeof bookingsExportSchema>

/** GET /api/admin/exports/memberships.csv?status=: every membership, or those of one status (as the view filters them). */
export const membershipsExportSchema = teamMembershipsQuerySchema.pick({ status: true })
export type MembershipsExportQuery = z.output<typeof membershipsExportSchema>

/** The file names, dated, so that two exports never overwrite each other in Downloads. */
export function exportFileName(kind: ExportKind, stamp: string, detail = ''): string {
  const names: Record<ExportKind, string> = {
    applications: 'candidatures',
    guests: 'convives',
    restaurant: 'fiche-restaurant',
    bookings: 'reservations',
    memberships: 'adhesions',
    accounting: 'comptabilite',
  }
  return `${names[kind]}${detail ? `-${detail}` : ''}-${stamp}.csv`
}

/** Where each export downloads from. */
export const EXPORT_URLS = {
  applications: (query: ApplicationsExportQuery) => `/api/admin/exports/applications?${new URLSearchParams(query)}`,
  dinner: (dinnerId: number, sheet: 'guests' | 'restaurant') => `/api/admin/dinners/${dinnerId}/exports/${sheet}`,
  bookings: '/api/admin/exports/bookings',
  memberships: (status: MembershipStatus | '') => `/api/admin/exports/memberships.csv${status ? `?status=${status}` : ''}`,
  accounting: '/api/admin/exports/accounting.csv',
} as const
