/**
 * Checkout sessions: `/v1/checkout/sessions`. A session's `url` is the stand-in's hosted page
 * (pages/checkoutPage.ts), where the payer completes it. Parameters follow the SDK's pinned API
 * version: the payment methods offered are `allowed_payment_method_types` (its former name,
 * `payment_method_types`, is an unknown parameter there).
 */
import { expireSession } from '../checkout'
import { invalidRequest, resourceMissing } from '../errors'
import { newId, randomToken } from '../ids'
import type { Params } from '../params'
import type { ApiList, CheckoutSession, LineItem, Price } from '../shapes'
import { nowFor, type StandIn } from '../state'
import { mustFind, readListParams } from '../store'
import { createPrice, readPriceData } from './catalog'
import { list, only, retrieve, route } from './route'

const MODES = ['payment', 'subscription', 'setup'] as const
const METHOD_TYPES = ['card', 'sepa_debit'] as const
const LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const
const MIN_LIFETIME = 30 * 60
const MAX_LIFETIME = 24 * 3600

function readLineItem(item: Params, index: number) {
  const price = item.optionalString('price')
  const priceData = item.optionalObject('price_data')
  const data = priceData ? readPriceData(priceData) : null
  if (!price && !data)
    throw invalidRequest(`Missing required param: line_items[${index}][price].`, {
      param: `line_items[${index}][price]`,
      code: 'parameter_missing',
    })
  const quantity = item.integer('quantity')
  if (quantity < 1) throw invalidRequest('This value must be greater than or equal to 1.', { param: `line_items[${index}][quantity]` })
  return { price, data, quantity, index }
}

function readSession(params: Params) {
  const subscriptionData = params.optionalObject('subscription_data')
  const intentData = params.optionalObject('payment_intent_data')
  const discounts = params.optionalArray('discounts')
  const lineItems = params.optionalArray('line_items')?.map(readLineItem)
  const metadata = params.metadata()
  const subscriptionMetadata = subscriptionData?.metadata()
  const intentMetadata = intentData?.metadata()
  return {
    mode: params.enum('mode', MODES),
    customer: params.optionalString('customer'),
    customerEmail: params.optionalString('customer_email'),
    customerCreation: params.optionalEnum('customer_creation', ['always', 'if_required'] as const),
    lineItems: lineItems ?? [],
    methodTypes: params.optionalStringArray('allowed_payment_method_types'),
    successUrl: params.optionalString('success_url') ?? null,
    cancelUrl: params.optionalString('cancel_url') ?? null,
    clientReferenceId: params.optionalString('client_reference_id') ?? null,
    metadata: metadata || {},
    subscriptionData: subscriptionData
      ? { metadata: subscriptionMetadata || {}, description: subscriptionData.optionalString('description') ?? null }
      : null,
    intentData: intentData
      ? {
          setupFutureUsage: intentData.optionalEnum('setup_future_usage', ['on_session', 'off_session'] as const) ?? null,
          metadata: intentMetadata || {},
          description: intentData.optionalString('description') ?? null,
        }
      : null,
    locale: params.optionalEnum('locale', LOCALES) ?? null,
    coupons: (discounts ?? []).map((discount, index) => ({
      coupon: discount.optionalString('coupon'),
      index,
      promotionCode: discount.optionalString('promotion_code'),
    })),
    allowPromotionCodes: params.optionalBoolean('allow_promotion_codes'),
    expiresAt: params.optionalInteger('expires_at'),
    billingAddressCollection: params.optionalEnum('billing_address_collection', ['auto', 'required'] as const) ?? null,
    submitType: params.optionalEnum('submit_type', ['auto', 'book', 'donate', 'pay', 'subscribe'] as const) ?? null,
    uiMode: params.optionalEnum('ui_mode', ['hosted_page'] as const) ?? 'hosted_page',
  }
}

type SessionInput = ReturnType<typeof readSession>

function resolvePrice(standIn: StandIn, item: SessionInput['lineItems'][number]): Price {
  const param = `line_items[${item.index}][price]`
  if (item.data) {
    return createPrice(standIn, item.data, {
      lookupKey: null,
      transferLookupKey: false,
      metadata: {},
      active: false,
      nickname: null,
      param: `line_items[${item.index}][price_data]`,
    })
  }
  const price = standIn.store.prices.get(item.price ?? '')
  if (!price) throw resourceMissing('price', item.price ?? '', param, 400)
  if (!price.active) throw invalidRequest('The price specified is inactive. This field only accepts active prices.', { param })
  return price
}

/** Stripe's refusals of a session, checked before anything is created. */
function check(standIn: StandIn, input: SessionInput, now: number): void {
  if (input.customer && input.customerEmail)
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', { param: 'customer_email' })
  if (input.customer) mustFind(standIn.store.customers, 'customer', input.customer, 'customer', 400)
  if (input.allowPromotionCodes && input.coupons.length > 0)
    throw invalidRequest('You may only specify one of these parameters: allow_promotion_codes, discounts.', { param: 'discounts' })
  if (input.mode !== 'setup' && input.lineItems.length === 0)
    throw invalidRequest('Missing required param: line_items.', { param: 'line_items', code: 'parameter_missing' })
  if (input.mode !== 'subscription' && input.subscriptionData)
    throw invalidRequest(`You can not pass \`subscription_data\` in \`${input.mode}\` mode.`, { param: 'subscription_data' })
  if (input.mode !== 'payment' && input.intentData)
    throw invalidRequest(`You can not pass \`payment_intent_data\` in \`${input.mode}\` mode.`, { param: 'payment_intent_data' })
  if (input.mode !== 'payment' && input.customerCreation)
    throw invalidRequest('`customer_creation` can only be used in `payment` mode.', { param: 'customer_creation' })
  for (const coupon of input.coupons) {
    if (!coupon.coupon)
      throw invalidRequest(`Missing required param: discounts[${coupon.index}][coupon].`, {
        param: `discounts[${coupon.index}][coupon]`,
        code: 'parameter_missing',
      })
    mustFind(standIn.store.coupons, 'coupon', coupon.coupon, `discounts[${coupon.index}][coupon]`, 400)
  }
  for (const type of input.methodTypes ?? []) {
    if (!METHOD_TYPES.some((known) => known === type)) {
      throw invalidRequest(`The payment method type provided: ${type} is invalid. This stand-in accepts: ${METHOD_TYPES.join(', ')}.`, {
        param: 'allowed_payment_method_types',
      })
    }
  }
  if (input.expiresAt !== undefined && (input.expiresAt < now + MIN_LIFETIME || input.expiresAt > now + MAX_LIFETIME)) {
    throw invalidRequest(
      input.expiresAt < now + MIN_LIFETIME
        ? 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.'
        : 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      { param: 'expires_at' },
    )
  }
}

function createSession(standIn: StandIn, input: SessionInput): CheckoutSession {
  const now = nowFor(standIn, input.customer ?? null)
  check(standIn, input, now)
  const prices = input.lineItems.map((item) => resolvePrice(standIn, item))
  prices.forEach((price, index) => {
    const param = `line_items[${index}][price]`
    if (input.mode === 'payment' && price.type === 'recurring') {
      throw invalidRequest(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        { param },
      )
    }
    if (price.currency !== prices[0].currency) throw invalidRequest('All prices must be in the same currency.', { param })
  })
  const recurring = prices.filter((price) => price.recurring)
  const cycle = (price: Price) => `${price.recurring?.interval}/${price.recurring?.interval_count}`
  if (recurring.some((price) => cycle(price) !== cycle(recurring[0]))) {
    throw invalidRequest('All prices on a subscription must have the same `recurring.interval` and `recurring.interval_count`.', {
      param: 'line_items',
    })
  }
  if (input.mode === 'subscription' && recurring.length === 0) {
    throw invalidRequest('You must provide at least one recurring price in `subscription` mode when using prices.', { param: 'line_items' })
  }
  const currency = prices[0]?.currency ?? null
  const methodTypes = input.methodTypes ?? (currency === 'eur' || currency === null ? ['card', 'sepa_debit'] : ['card'])
  if (methodTypes.includes('sepa_debit') && currency !== null && currency !== 'eur') {
    throw invalidRequest('The payment method `sepa_debit` only supports `eur` currency.', { param: 'allowed_payment_method_types' })
  }
  const coupons = input.coupons.flatMap((entry) => standIn.store.coupons.get(entry.coupon ?? '') ?? [])
  const id = `cs_test_${randomToken(58)}`
  const lineItems: LineItem[] = input.lineItems.map((item, index) => {
    const price = prices[index]
    const subtotal = (price.unit_amount ?? 0) * item.quantity
    const discount = coupons.reduce((sum, coupon) => sum + (coupon.percent_off ? Math.round((subtotal * coupon.percent_off) / 100) : 0), 0)
    return {
      id: newId('li'),
      object: 'item',
      adjustable_quantity: null,
      amount_discount: discount,
      amount_subtotal: subtotal,
      amount_tax: 0,
      amount_total: subtotal - discount,
      currency: price.currency,
      description: standIn.store.products.get(String(price.product))?.name ?? null,
      metadata: {},
      price,
      quantity: item.quantity,
    }
  })
  const subtotal = lineItems.reduce((sum, item) => sum + item.amount_subtotal, 0)
  const amountOff = Math.min(
    subtotal - lineItems.reduce((sum, item) => sum + item.amount_discount, 0),
    coupons.reduce((sum, coupon) => sum + (coupon.amount_off ?? 0), 0),
  )
  const discountTotal = lineItems.reduce((sum, item) => sum + item.amount_discount, 0) + amountOff
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    allow_promotion_codes: input.allowPromotionCodes ?? null,
    allowed_payment_method_types: input.methodTypes ?? null,
    amount_subtotal: input.mode === 'setup' ? null : subtotal,
    amount_total: input.mode === 'setup' ? null : subtotal - discountTotal,
    billing_address_collection: input.billingAddressCollection,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    created: now,
    currency,
    customer: input.customer ?? null,
    customer_creation: input.mode === 'payment' ? (input.customerCreation ?? 'if_required') : input.customer ? null : 'always',
    customer_details: null,
    customer_email: input.customerEmail ?? null,
    discounts: input.coupons.map((entry) => ({ coupon: entry.coupon ?? null, promotion_code: entry.promotionCode ?? null })),
    expires_at: input.expiresAt ?? now + standIn.settings.checkoutLifetimeSeconds,
    invoice: null,
    livemode: false,
    locale: input.locale,
    metadata: input.metadata,
    mode: input.mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === 'subscription' ? 'always' : null,
    payment_method_types: methodTypes,
    payment_status: input.mode === 'setup' ? 'no_payment_required' : 'unpaid',
    recovered_from: null,
    setup_intent: null,
    status: 'open',
    submit_type: input.submitType,
    subscription: null,
    success_url: input.successUrl?.replaceAll('{CHECKOUT_SESSION_ID}', id) ?? null,
    total_details: input.mode === 'setup' ? null : { amount_discount: discountTotal, amount_shipping: 0, amount_tax: 0 },
    ui_mode: input.uiMode,
    url: `${standIn.baseUrl}/c/pay/${id}`,
  }
  standIn.store.checkoutSessions.set(id, session)
  standIn.store.checkoutRequests.set(id, {
    lineItems,
    coupons: coupons.map((coupon) => coupon.id),
    subscriptionMetadata: input.subscriptionData?.metadata ?? {},
    paymentIntent: {
      setupFutureUsage: input.intentData?.setupFutureUsage ?? null,
      metadata: input.intentData?.metadata ?? {},
      description: input.intentData?.description ?? null,
    },
  })
  return session
}

/** A session's line items, in their order (`expand[]=line_items`, `GET …/line_items`). */
export function lineItemsOf(standIn: StandIn, sessionId: string, limit = 10): ApiList<LineItem> {
  const items = standIn.store.checkoutRequests.get(sessionId)?.lineItems ?? []
  return {
    object: 'list',
    data: items.slice(0, limit),
    has_more: items.length > limit,
    url: `/v1/checkout/sessions/${sessionId}/line_items`,
  }
}

export const checkoutRoutes = [
  route('POST', '/v1/checkout/sessions', readSession, createSession),
  retrieve('/v1/checkout/sessions/:id', 'checkout.session', (store) => store.checkoutSessions),
  route(
    'POST',
    '/v1/checkout/sessions/:id/expire',
    (_params, ids) => only(ids),
    (standIn, id) => {
      const session = mustFind(standIn.store.checkoutSessions, 'checkout.session', id)
      if (session.status !== 'open')
        throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.', { param: 'session' })
      expireSession(standIn, session, nowFor(standIn, typeof session.customer === 'string' ? session.customer : null))
      return session
    },
  ),
  route(
    'GET',
    '/v1/checkout/sessions/:id/line_items',
    (params, ids) => ({ id: only(ids), list: readListParams(params) }),
    (standIn, input) => {
      mustFind(standIn.store.checkoutSessions, 'checkout.session', input.id)
      return lineItemsOf(standIn, input.id, input.list.limit)
    },
  ),
  list(
    '/v1/checkout/sessions',
    'checkout.session',
    (params) => ({
      customer: params.optionalString('customer'),
      subscription: params.optionalString('subscription'),
      paymentIntent: params.optionalString('payment_intent'),
      status: params.optionalEnum('status', ['open', 'complete', 'expired'] as const),
    }),
    (standIn, input) =>
      [...standIn.store.checkoutSessions.values()].filter(
        (session) =>
          (!input.customer || session.customer === input.customer) &&
          (!input.subscription || session.subscription === input.subscription) &&
          (!input.paymentIntent || session.payment_intent === input.paymentIntent) &&
          (!input.status || session.status === input.status),
      ),
  ),
]
