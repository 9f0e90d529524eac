/** Customers and their payment methods: `/v1/customers`, `/v1/payment_methods`. */
import { createCustomer } from '../customers'
import { invalidRequest } from '../errors'
import { mergeMetadata, type Params } from '../params'
import type { Customer } from '../shapes'
import { nowFor, type StandIn } from '../state'
import { mustFind, page, readListParams } from '../store'
import { list, only, retrieve, route } from './route'

function readEmail(params: Params): string | null | undefined {
  const email = params.emptyableString('email')
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalidRequest(`Invalid email address: ${email}`, { param: 'email', code: 'email_invalid' })
  return email
}

function readChanges(params: Params) {
  return {
    email: readEmail(params),
    name: params.emptyableString('name'),
    description: params.emptyableString('description'),
    phone: params.emptyableString('phone'),
    metadata: params.metadata(),
    preferredLocales: params.optionalStringArray('preferred_locales'),
    defaultPaymentMethod: params.optionalObject('invoice_settings')?.emptyableString('default_payment_method'),
  }
}

/** Applies an update's fields; a default payment method must be one attached to the customer, as at Stripe. */
function apply(standIn: StandIn, customer: Customer, changes: ReturnType<typeof readChanges>): void {
  const method = changes.defaultPaymentMethod
  if (method && standIn.store.paymentMethods.get(method)?.customer !== customer.id) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
      {
        param: 'invoice_settings[default_payment_method]',
      },
    )
  }
  if (changes.email !== undefined) customer.email = changes.email
  if (changes.name !== undefined) customer.name = changes.name
  if (changes.description !== undefined) customer.description = changes.description
  if (changes.phone !== undefined) customer.phone = changes.phone
  if (changes.preferredLocales) customer.preferred_locales = changes.preferredLocales
  if (method !== undefined) customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: method }
  customer.metadata = mergeMetadata(customer.metadata, changes.metadata)
}

export const customerRoutes = [
  route(
    'POST',
    '/v1/customers',
    (params) => ({ changes: readChanges(params), testClock: params.optionalString('test_clock') }),
    (standIn, input) => {
      const clock = input.testClock ? mustFind(standIn.store.testClocks, 'test_clock', input.testClock, 'test_clock', 400) : null
      const now = clock?.frozen_time ?? standIn.clock.now()
      const customer = createCustomer(
        standIn,
        {
          email: input.changes.email ?? null,
          name: input.changes.name ?? null,
          locales: input.changes.preferredLocales ?? [],
          testClock: clock?.id ?? null,
        },
        now,
        (created) => apply(standIn, created, input.changes),
      )
      return customer
    },
  ),
  retrieve('/v1/customers/:id', 'customer', (store) => store.customers),
  route(
    'POST',
    '/v1/customers/:id',
    (params, ids) => ({ id: only(ids), changes: readChanges(params) }),
    (standIn, input) => {
      const customer = mustFind(standIn.store.customers, 'customer', input.id)
      standIn.events.update('customer.updated', customer, nowFor(standIn, customer.id), (changed) => apply(standIn, changed, input.changes))
      return customer
    },
  ),
  list(
    '/v1/customers',
    'customer',
    (params) => ({ email: params.optionalString('email'), testClock: params.optionalString('test_clock') }),
    (standIn, input) =>
      [...standIn.store.customers.values()].filter(
        (customer) => (!input.email || customer.email === input.email) && (!input.testClock || customer.test_clock === input.testClock),
      ),
  ),
  route(
    'GET',
    '/v1/customers/:id/payment_methods',
    (params, ids) => ({ id: only(ids), list: readListParams(params), type: params.optionalString('type') }),
    (standIn, input) => {
      mustFind(standIn.store.customers, 'customer', input.id)
      const methods = [...standIn.store.paymentMethods.values()].filter(
        (method) => method.customer === input.id && (!input.type || method.type === input.type),
      )
      return page(methods, input.list, `/v1/customers/${input.id}/payment_methods`, 'payment_method')
    },
  ),
  retrieve('/v1/payment_methods/:id', 'PaymentMethod', (store) => store.paymentMethods),
]
