/** Payment methods made from what a hosted page was given (a test card, a test IBAN), and attaching them. */
import { newId } from './ids'
import type { PaymentMethod } from './shapes'
import type { StandIn } from './state'
import type { Decline, ReadCard, ReadIban } from './testPaymentMethods'

const BILLING_NONE = { address: null, email: null, name: null, phone: null, tax_id: null }

/** A payment method from a hosted page's card or IBAN, kept with its test behaviour. */
export function createPaymentMethod(
  standIn: StandIn,
  read: ReadCard | ReadIban,
  holder: { name: string | null; email: string | null },
  now: number,
): PaymentMethod {
  const common = {
    id: newId('pm'),
    object: 'payment_method' as const,
    allow_redisplay: 'unspecified' as const,
    billing_details: { ...BILLING_NONE, name: holder.name, email: holder.email },
    created: now,
    customer: null,
    livemode: false,
    metadata: {},
  }
  const method: PaymentMethod =
    read.behaviour.kind === 'card' && 'expMonth' in read.details
      ? {
          ...common,
          type: 'card',
          card: {
            brand: read.details.brand,
            checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
            country: read.details.country,
            display_brand: read.details.brand,
            exp_month: read.details.expMonth,
            exp_year: read.details.expYear,
            fingerprint: read.details.fingerprint,
            funding: read.details.funding,
            generated_from: null,
            last4: read.details.last4,
            networks: { available: [read.details.brand], preferred: null },
            regulated_status: 'unregulated',
            three_d_secure_usage: { supported: true },
            wallet: null,
          },
        }
      : {
          ...common,
          type: 'sepa_debit',
          sepa_debit: {
            bank_code: 'bankCode' in read.details ? read.details.bankCode : null,
            branch_code: 'branchCode' in read.details ? read.details.branchCode : null,
            country: read.details.country,
            fingerprint: read.details.fingerprint,
            generated_from: null,
            last4: read.details.last4,
          },
        }
  standIn.store.paymentMethods.set(method.id, method)
  standIn.store.behaviours.set(method.id, read.behaviour)
  return method
}

/** Attaching refuses the cards Stripe's setup refuses; `payment_method.attached` otherwise. */
export function attach(standIn: StandIn, method: PaymentMethod, customerId: string, now: number): Decline | null {
  const behaviour = standIn.store.behaviours.get(method.id)
  if (behaviour?.kind === 'card' && behaviour.onAttach) return behaviour.onAttach
  method.customer = customerId
  standIn.events.emit('payment_method.attached', method, now)
  return null
}

export function describe(method: PaymentMethod): string {
  if (method.card)
    return `${method.card.brand === 'visa' ? 'Visa' : method.card.brand === 'mastercard' ? 'Mastercard' : method.card.brand} •••• ${method.card.last4}`
  return `IBAN •••• ${method.sepa_debit?.last4 ?? ''}`
}
