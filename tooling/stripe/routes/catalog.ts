/** Products and prices: `/v1/products`, `/v1/prices`. */
import { invalidRequest } from '../errors'
import { newId } from '../ids'
import { mergeMetadata, type Params } from '../params'
import type { Price, Product } from '../shapes'
import type { StandIn } from '../state'
import { mustFind } from '../store'
import { list, only, retrieve, route } from './route'

const INTERVALS = ['day', 'week', 'month', 'year'] as const
const TAX_BEHAVIORS = ['inclusive', 'exclusive', 'unspecified'] as const

function readProduct(params: Params) {
  const metadata = params.metadata()
  return {
    id: params.optionalString('id'),
    name: params.string('name'),
    active: params.optionalBoolean('active') ?? true,
    description: params.optionalString('description') ?? null,
    metadata: metadata || {},
    images: params.optionalStringArray('images') ?? [],
    url: params.optionalString('url') ?? null,
    unitLabel: params.optionalString('unit_label') ?? null,
    statementDescriptor: params.optionalString('statement_descriptor') ?? null,
  }
}

function createProduct(standIn: StandIn, input: ReturnType<typeof readProduct>): Product {
  if (input.id && standIn.store.products.has(input.id))
    throw invalidRequest('Product already exists.', { param: 'id', code: 'resource_already_exists' })
  const now = standIn.clock.now()
  const product: Product = {
    id: input.id ?? newId('prod'),
    object: 'product',
    active: input.active,
    created: now,
    default_price: null,
    description: input.description,
    images: input.images,
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: input.statementDescriptor,
    tax_code: null,
    type: 'service',
    unit_label: input.unitLabel,
    updated: now,
    url: input.url,
  }
  standIn.store.products.set(product.id, product)
  standIn.events.emit('product.created', product, now)
  return product
}

/** `price_data` and `/v1/prices` share these: an amount, a currency, a product, an interval. */
export function readPriceData(params: Params) {
  const recurring = params.optionalObject('recurring')
  const productData = params.optionalObject('product_data')
  const currency = params.string('currency').toLowerCase()
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}`, { param: params.name('currency') })
  const unitAmount = params.integer('unit_amount')
  if (unitAmount < 0) throw invalidRequest('Invalid non-negative integer', { param: params.name('unit_amount') })
  const product = params.optionalString('product')
  const productName = productData?.string('name')
  const productMetadata = productData?.metadata()
  const productDescription = productData?.optionalString('description') ?? null
  if (!product && !productData)
    throw invalidRequest(`Missing required param: ${params.name('product')}.`, { param: params.name('product'), code: 'parameter_missing' })
  return {
    currency,
    unitAmount,
    product,
    productData:
      productData && productName ? { name: productName, description: productDescription, metadata: productMetadata || {} } : null,
    recurring: recurring
      ? { interval: recurring.enum('interval', INTERVALS), count: recurring.optionalInteger('interval_count') ?? 1 }
      : null,
    taxBehavior: params.optionalEnum('tax_behavior', TAX_BEHAVIORS) ?? 'unspecified',
  }
}

export type PriceData = ReturnType<typeof readPriceData>

/** A new price (`price.created`); an ad-hoc one (`price_data`) is created inactive, as at Stripe. */
export function createPrice(
  standIn: StandIn,
  data: PriceData,
  extra: {
    lookupKey: string | null
    transferLookupKey: boolean
    metadata: Record<string, string>
    active: boolean
    nickname: string | null
    param: string
  },
): Price {
  const now = standIn.clock.now()
  const product = data.product
    ? mustFind(standIn.store.products, 'product', data.product, `${extra.param}product`, 400)
    : createProduct(standIn, {
        id: undefined,
        name: data.productData?.name ?? '',
        active: extra.active,
        description: data.productData?.description ?? null,
        metadata: data.productData?.metadata ?? {},
        images: [],
        url: null,
        unitLabel: null,
        statementDescriptor: null,
      })
  const holder = extra.lookupKey ? [...standIn.store.prices.values()].find((price) => price.lookup_key === extra.lookupKey) : undefined
  if (holder && !extra.transferLookupKey)
    throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' })
  if (holder) standIn.events.update('price.updated', holder, now, (changed) => void (changed.lookup_key = null))
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: extra.active,
    billing_scheme: 'per_unit',
    created: now,
    currency: data.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: extra.lookupKey,
    metadata: extra.metadata,
    nickname: extra.nickname,
    product: product.id,
    recurring: data.recurring
      ? {
          interval: data.recurring.interval,
          interval_count: data.recurring.count,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: data.taxBehavior,
    tiers_mode: null,
    transform_quantity: null,
    type: data.recurring ? 'recurring' : 'one_time',
    unit_amount: data.unitAmount,
  }
  standIn.store.prices.set(price.id, price)
  standIn.events.emit('price.created', price, now)
  return price
}

export const catalogRoutes = [
  route('POST', '/v1/products', readProduct, createProduct),
  retrieve('/v1/products/:id', 'product', (store) => store.products),
  route(
    'POST',
    '/v1/products/:id',
    (params, ids) => ({
      id: only(ids),
      name: params.optionalString('name'),
      active: params.optionalBoolean('active'),
      description: params.emptyableString('description'),
      metadata: params.metadata(),
      defaultPrice: params.optionalString('default_price'),
    }),
    (standIn, input) => {
      const product = mustFind(standIn.store.products, 'product', input.id)
      if (input.defaultPrice) mustFind(standIn.store.prices, 'price', input.defaultPrice, 'default_price', 400)
      const now = standIn.clock.now()
      standIn.events.update('product.updated', product, now, (changed) => {
        if (input.name !== undefined) changed.name = input.name
        if (input.active !== undefined) changed.active = input.active
        if (input.description !== undefined) changed.description = input.description
        if (input.defaultPrice) changed.default_price = input.defaultPrice
        changed.metadata = mergeMetadata(changed.metadata, input.metadata)
      })
      product.updated = now
      return product
    },
  ),
  list(
    '/v1/products',
    'product',
    (params) => ({ active: params.optionalBoolean('active') }),
    (standIn, input) =>
      [...standIn.store.products.values()].filter((product) => input.active === undefined || product.active === input.active),
  ),
  route(
    'POST',
    '/v1/prices',
    (params) => {
      const data = readPriceData(params)
      const metadata = params.metadata()
      return {
        data,
        lookupKey: params.optionalString('lookup_key') ?? null,
        transferLookupKey: params.optionalBoolean('transfer_lookup_key') ?? false,
        metadata: metadata || {},
        active: params.optionalBoolean('active') ?? true,
        nickname: params.optionalString('nickname') ?? null,
      }
    },
    (standIn, input) => createPrice(standIn, input.data, { ...input, param: '' }),
  ),
  retrieve('/v1/prices/:id', 'price', (store) => store.prices),
  route(
    'POST',
    '/v1/prices/:id',
    (params, ids) => ({
      id: only(ids),
      active: params.optionalBoolean('active'),
      lookupKey: params.emptyableString('lookup_key'),
      transferLookupKey: params.optionalBoolean('transfer_lookup_key') ?? false,
      metadata: params.metadata(),
      nickname: params.emptyableString('nickname'),
    }),
    (standIn, input) => {
      const price = mustFind(standIn.store.prices, 'price', input.id)
      const now = standIn.clock.now()
      const holder = input.lookupKey
        ? [...standIn.store.prices.values()].find((other) => other.lookup_key === input.lookupKey && other.id !== price.id)
        : undefined
      if (holder && !input.transferLookupKey)
        throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' })
      if (holder) standIn.events.update('price.updated', holder, now, (changed) => void (changed.lookup_key = null))
      standIn.events.update('price.updated', price, now, (changed) => {
        if (input.active !== undefined) changed.active = input.active
        if (input.lookupKey !== undefined) changed.lookup_key = input.lookupKey
        if (input.nickname !== undefined) changed.nickname = input.nickname
        changed.metadata = mergeMetadata(changed.metadata, input.metadata)
      })
      return price
    },
  ),
  list(
    '/v1/prices',
    'price',
    (params) => {
      const lookupKeys = params.optionalStringArray('lookup_keys')
      if (lookupKeys && lookupKeys.length > 10) throw invalidRequest('You may only specify up to 10 lookup keys.', { param: 'lookup_keys' })
      return {
        active: params.optionalBoolean('active'),
        product: params.optionalString('product'),
        lookupKeys,
        type: params.optionalEnum('type', ['one_time', 'recurring'] as const),
        currency: params.optionalString('currency'),
      }
    },
    (standIn, input) =>
      [...standIn.store.prices.values()].filter(
        (price) =>
          (input.active === undefined || price.active === input.active) &&
          (!input.product || price.product === input.product) &&
          (!input.lookupKeys || (price.lookup_key !== null && input.lookupKeys.includes(price.lookup_key))) &&
          (!input.type || price.type === input.type) &&
          (!input.currency || price.currency === input.currency),
      ),
  ),
]
