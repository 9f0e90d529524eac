/** Subscriptions: `/v1/subscriptions` (they are started by checkout sessions). */
import { endSubscription } from '../collection'
import { invalidRequest, resourceMissing } from '../errors'
import { mergeMetadata, type Params } from '../params'
import type { Subscription } from '../shapes'
import { nowFor, type StandIn } from '../state'
import { mustFind } from '../store'
import { changeItems, invoiceNow, periodOf, redeem, type ItemChange } from '../subscriptions'
import { list, only, retrieve, route } from './route'

const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const
const PRORATIONS = ['create_prorations', 'none', 'always_invoice'] as const
const PAUSES = ['void', 'keep_as_draft', 'mark_uncollectible'] as const
const FEEDBACK = [
  'customer_service',
  'low_quality',
  'missing_features',
  'other',
  'switched_service',
  'too_complex',
  'too_expensive',
  'unused',
] as const

function readCancellation(params: Params) {
  const details = params.optionalObject('cancellation_details')
  return details
    ? { comment: details.emptyableString('comment') ?? null, feedback: details.optionalEnum('feedback', FEEDBACK) ?? null }
    : undefined
}

function readUpdate(params: Params, ids: string[]) {
  const pause = params.emptyableObject('pause_collection')
  const discounts = params.emptyableArray('discounts')
  return {
    id: only(ids),
    cancelAtPeriodEnd: params.optionalBoolean('cancel_at_period_end'),
    cancelAt: params.emptyableInteger('cancel_at'),
    items: params.optionalArray('items')?.map((item, index) => ({
      id: item.optionalString('id'),
      price: item.optionalString('price'),
      quantity: item.optionalInteger('quantity'),
      deleted: item.optionalBoolean('deleted'),
      index,
    })),
    prorationBehavior: params.optionalEnum('proration_behavior', PRORATIONS) ?? 'create_prorations',
    pause:
      pause === ''
        ? null
        : pause
          ? { behavior: pause.enum('behavior', PAUSES), resumes_at: pause.optionalInteger('resumes_at') ?? null }
          : undefined,
    metadata: params.metadata(),
    coupons: discounts === '' ? [] : discounts?.map((discount, index) => ({ coupon: discount.string('coupon'), index })),
    defaultPaymentMethod: params.optionalString('default_payment_method'),
    description: params.emptyableString('description'),
    cancellation: readCancellation(params),
  }
}

type Update = ReturnType<typeof readUpdate>

/** The item changes asked, checked as Stripe checks them; adding or removing items is not served. */
function itemChanges(standIn: StandIn, subscription: Subscription, update: Update): ItemChange[] {
  return (update.items ?? []).map((entry) => {
    const param = `items[${entry.index}]`
    if (!entry.id || entry.deleted) {
      throw invalidRequest(
        'The stand-in changes existing items only (items[][id] with a price or quantity); adding or deleting items is not served.',
        { param },
      )
    }
    const item = subscription.items.data.find((candidate) => candidate.id === entry.id)
    if (!item) throw resourceMissing('subscription item', entry.id, `${param}[id]`, 400)
    const price = entry.price ? standIn.store.prices.get(entry.price) : item.price
    if (!price) throw resourceMissing('price', entry.price ?? '', `${param}[price]`, 400)
    if (!price.active && price.id !== item.price.id)
      throw invalidRequest('The price specified is inactive. This field only accepts active prices.', { param: `${param}[price]` })
    if (price.currency !== subscription.currency)
      throw invalidRequest('The price specified has a different currency from the subscription.', { param: `${param}[price]` })
    return { item, price, quantity: entry.quantity ?? item.quantity ?? 1 }
  })
}

function update(standIn: StandIn, input: Update): Subscription {
  const subscription = mustFind(standIn.store.subscriptions, 'subscription', input.id)
  const now = nowFor(standIn, String(subscription.customer))
  const onlyNotes =
    input.items === undefined &&
    input.cancelAtPeriodEnd === undefined &&
    input.cancelAt === undefined &&
    input.pause === undefined &&
    input.coupons === undefined &&
    !input.defaultPaymentMethod
  if (['canceled', 'incomplete_expired'].includes(subscription.status) && !onlyNotes) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.')
  }
  if (input.defaultPaymentMethod && standIn.store.paymentMethods.get(input.defaultPaymentMethod)?.customer !== subscription.customer) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${input.defaultPaymentMethod}. The payment method must be attached to the customer.`,
      {
        param: 'default_payment_method',
      },
    )
  }
  if (input.cancelAt !== undefined && input.cancelAtPeriodEnd === true)
    throw invalidRequest('You may only specify one of these parameters: cancel_at, cancel_at_period_end.', { param: 'cancel_at' })
  if (typeof input.cancelAt === 'number' && input.cancelAt <= now)
    throw invalidRequest('Invalid cancel_at: must be a timestamp in the future.', { param: 'cancel_at' })
  const coupons = input.coupons?.map((entry) =>
    mustFind(standIn.store.coupons, 'coupon', entry.coupon, `discounts[${entry.index}][coupon]`, 400),
  )
  const changes = itemChanges(standIn, subscription, input)
  const invoice = standIn.events.update('customer.subscription.updated', subscription, now, (changed) => {
    if (input.cancelAtPeriodEnd !== undefined) {
      Object.assign(changed, {
        cancel_at_period_end: input.cancelAtPeriodEnd,
        cancel_at: input.cancelAtPeriodEnd ? periodOf(changed).end : null,
        canceled_at: input.cancelAtPeriodEnd ? now : null,
      })
    }
    // A date to end on replaces an end of period asked before, and clearing it keeps the subscription.
    if (input.cancelAt !== undefined) {
      Object.assign(changed, { cancel_at: input.cancelAt, cancel_at_period_end: false, canceled_at: input.cancelAt === null ? null : now })
    }
    if (input.pause !== undefined) changed.pause_collection = input.pause
    if (input.defaultPaymentMethod) changed.default_payment_method = input.defaultPaymentMethod
    if (input.description !== undefined) changed.description = input.description
    if (input.cancellation)
      changed.cancellation_details = { ...changed.cancellation_details, feedback_option: null, reason: null, ...input.cancellation }
    changed.metadata = mergeMetadata(changed.metadata, input.metadata)
    if (coupons) changed.discounts = coupons.map((coupon) => redeem(standIn, coupon, changed, null, now).id)
    return changeItems(standIn, changed, changes, input.prorationBehavior, now)
  })
  invoiceNow(standIn, invoice, now)
  return subscription
}

const listed = (subscription: Subscription, status: (typeof STATUSES)[number] | undefined) => {
  if (status === 'all') return true
  if (status === 'ended') return ['canceled', 'incomplete_expired'].includes(subscription.status)
  if (status) return subscription.status === status
  return !['canceled', 'incomplete_expired'].includes(subscription.status)
}

export const subscriptionRoutes = [
  retrieve('/v1/subscriptions/:id', 'subscription', (store) => store.subscriptions),
  route('POST', '/v1/subscriptions/:id', readUpdate, update),
  route(
    'DELETE',
    '/v1/subscriptions/:id',
    (params, ids) => {
      // Accepted as Stripe accepts them; the stand-in neither invoices nor prorates a cancellation.
      params.optionalBoolean('invoice_now')
      params.optionalBoolean('prorate')
      return { id: only(ids), cancellation: readCancellation(params) }
    },
    (standIn, input) => {
      const subscription = mustFind(standIn.store.subscriptions, 'subscription', input.id)
      if (['canceled', 'incomplete_expired'].includes(subscription.status))
        throw invalidRequest('This subscription has already been canceled.')
      if (input.cancellation) subscription.cancellation_details = { feedback_option: null, reason: null, ...input.cancellation }
      endSubscription(standIn, subscription, nowFor(standIn, String(subscription.customer)), 'cancellation_requested')
      return subscription
    },
  ),
  list(
    '/v1/subscriptions',
    'subscription',
    (params) => ({
      customer: params.optionalString('customer'),
      price: params.optionalString('price'),
      status: params.optionalEnum('status', STATUSES),
      testClock: params.optionalString('test_clock'),
    }),
    (standIn, input) =>
      [...standIn.store.subscriptions.values()].filter(
        (subscription) =>
          (!input.customer || subscription.customer === input.customer) &&
          (!input.price || subscription.items.data.some((item) => item.price.id === input.price)) &&
          (!input.testClock || subscription.test_clock === input.testClock) &&
          listed(subscription, input.status),
      ),
  ),
]
