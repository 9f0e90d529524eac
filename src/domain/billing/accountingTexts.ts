/**
 * The team's monthly CSV for the accountant: every movement Stripe made on the club's balance in a
 * month (payments, refunds, Stripe's fees), one row each, with what Stripe kept and what was left.
 */
import { z } from 'zod'

export const ACCOUNTING_EXPORT_TEXTS = {
  title: 'Exporter la comptabilité du mois',
  hint: 'Les paiements, remboursements et frais Stripe du mois choisi (heure de Paris), un mouvement par ligne, avec les totaux.',
  month: 'Mois',
  download: 'Exporter (CSV)',
  badMonth: 'Choisissez un mois au format AAAA-MM.',
  total: 'Total',
} as const

/** The movements of Stripe's balance the accountant reads (Stripe's `type`), in French; the others (payouts…) are the bank's. */
export const MOVEMENT_LABELS: Record<string, string> = {
  charge: 'Paiement par carte',
  payment: 'Paiement par prélèvement',
  refund: 'Remboursement',
  payment_refund: 'Remboursement',
  payment_failure_refund: 'Prélèvement rejeté',
  stripe_fee: 'Frais Stripe',
  adjustment: 'Ajustement Stripe',
}

export const ACCOUNTING_CSV_HEADER = [
  'Date',
  'Membre',
  'Type',
  'Brut (€)',
  'Frais Stripe (€)',
  'Net (€)',
  'Devise',
  'Identifiant Stripe',
  'Facture',
] as const

/** GET /api/admin/exports/accounting.csv?mois=AAAA-MM: one month, in Paris time. */
export const accountingExportSchema = z.object({
  mois: z.string({ error: ACCOUNTING_EXPORT_TEXTS.badMonth }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ACCOUNTING_EXPORT_TEXTS.badMonth }),
})
export type AccountingExportQuery = z.output<typeof accountingExportSchema>
