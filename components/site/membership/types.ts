import type { MembershipView } from '@/domain/billing/membershipStates'
import type { Offer } from '@/domain/billing/offers'

/** An invoice or receipt as Stripe keeps it: the member opens Stripe's own page or PDF. */
export type MembershipInvoice = {
  id: string
  createdAt: string
  amountCents: number
  status: string
  hostedInvoiceUrl: string | null
  invoicePdf: string | null
}

/** GET /api/me/membership. */
export type MemberMembership = {
  membership: MembershipView | null
  offers: Offer[]
  invoices: MembershipInvoice[]
  commitmentMonths: number
}
