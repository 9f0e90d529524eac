/** Customers, made by `POST /v1/customers` or by a checkout session that needs one. */
import { newId } from './ids'
import type { Customer } from './shapes'
import type { StandIn } from './state'

/** A new customer (`customer.created`); `complete` fills what the creating request asked for before the event. */
export function createCustomer(
  standIn: StandIn,
  fields: { email: string | null; name: string | null; locales: string[]; testClock: string | null },
  now: number,
  complete: (customer: Customer) => void = () => undefined,
): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: fields.email,
    invoice_prefix: newId('x').slice(2, 10).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: fields.locales,
    shipping: null,
    tax_exempt: 'none',
    test_clock: fields.testClock,
  }
  complete(customer)
  standIn.store.customers.set(customer.id, customer)
  standIn.events.emit('customer.created', customer, now)
  return customer
}
