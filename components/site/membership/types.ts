import type { BillingInterval, PriceRate } from '@/domain/billing/membershipStates'
import type { PricingPlan } from '@/domain/plans'

/** A plan, interval and rate the member may subscribe to, at its price tax included (computed by the server). */
export type MembershipOffer = { plan: PricingPlan; interval: BillingInterval; rate: PriceRate; amountCents: number }

/** An invoice or receipt as Stripe keeps it: the member opens Stripe's own page or PDF. */
export type MembershipInvoice = {
  id: string
  createdAt: string
  amountCents: number
  status: string
  hostedInvoiceUrl: string | null
  invoicePdf: string | null
}
