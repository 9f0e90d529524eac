/**
 * The money of a membership as the member reads it in « Mon adhésion » and in their data export:
 * every payment, refund and credit Stripe recorded, and the attempts that failed, each with the
 * date, what it was, the amount and, where Stripe gives one, its receipt or invoice.
 */

/** What a line of the history is; a failed attempt took nothing and counts for nothing. */
export type PaymentEntryKind = 'payment' | 'pending' | 'failed' | 'refund' | 'credit'

/** How many of the latest charges and invoices « Mon adhésion » reads from Stripe: eight years of a monthly plan. */
export const PAYMENT_HISTORY_LIMIT = 100

/** Why Stripe made an invoice (its `billing_reason`), as the member reads the payment of it. */
export const PAYMENT_LABELS: Record<string, string> = {
  subscription_create: 'Première cotisation',
  subscription_cycle: 'Renouvellement de l’adhésion',
  subscription_update: 'Changement de formule (au prorata)',
  manual: 'Paiement',
}

export const PAYMENT_ENTRY_LABELS = {
  payment: 'Paiement',
  pending: 'Prélèvement SEPA en cours',
  failed: 'Paiement refusé',
  refund: 'Remboursement',
  credit: 'Crédit au prorata (temps non utilisé)',
  balanceCredit: 'Crédit sur votre compte',
} as const

export const PAYMENT_HISTORY_TEXTS = {
  heading: 'Mes factures et reçus',
  loading: 'Chargement de vos paiements…',
  loadFailed: 'Impossible de charger vos paiements pour le moment.',
  empty: 'Aucune facture pour le moment\u00a0: la première paraîtra ici après votre premier paiement.',
  /** Beyond the latest ones read, the older ones are in Stripe's portal. */
  more: 'Seuls vos paiements les plus récents sont affichés ici\u00a0: les plus anciens restent dans le portail de paiement («\u00a0Gérer mon paiement\u00a0»).',
  line: '{date} · {label} · {amount}',
  failedNote: 'rien n’a été prélevé',
  invoiceNumber: 'Facture n°\u00a0{number}',
  invoicePage: 'Voir la facture du {date}',
  receipt: 'Voir le reçu du {date}',
  pdf: 'Télécharger la facture du {date} (PDF)',
  newTab: '(nouvel onglet)',
} as const
