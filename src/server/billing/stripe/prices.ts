import type Stripe from 'stripe'

import { type Offer, priceLookupKey } from '@/domain/billing/offers'
import { PLANS } from '@/domain/plans'

/**
 * Stripe's products and prices for our offers, found by lookup key or created once (idempotency
 * keys named after them): a price's amount is part of its key, so a price changed in the
 * settings makes a new Stripe price and a member keeps the one they subscribed at.
 */

const productId = (plan: Offer['plan']) => `cercle_${plan}`

async function ensureProduct(stripe: Stripe, plan: Offer['plan']): Promise<string> {
  const id = productId(plan)
  try {
    return (await stripe.products.retrieve(id)).id
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error
  }
  const name = `Adhésion ${PLANS.find((known) => known.value === plan)?.label ?? plan}`
  return (await stripe.products.create({ id, name, metadata: { plan } }, { idempotencyKey: `cercle-product-${id}` })).id
}

/** The active Stripe price of an offer, created if the settings' amount has none yet. */
export async function ensurePrice(stripe: Stripe, offer: Offer): Promise<Stripe.Price> {
  const lookupKey = priceLookupKey(offer)
  const [found] = (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data
  if (found) return found
  const product = await ensureProduct(stripe, offer.plan)
  return stripe.prices.create(
    {
      product,
      currency: 'eur',
      unit_amount: offer.amountCents,
      tax_behavior: 'inclusive',
      lookup_key: lookupKey,
      ...(offer.interval === 'once' ? {} : { recurring: { interval: offer.interval } }),
      metadata: { plan: offer.plan, interval: offer.interval, rate: offer.rate },
    },
    { idempotencyKey: `cercle-price-${lookupKey}` },
  )
}
