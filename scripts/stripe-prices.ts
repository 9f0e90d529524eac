/**
 * npm run billing:prices: creates in Stripe the products and prices of every offer the settings
 * make now (STRIPE_SECRET_KEY, and STRIPE_API_URL for the stand-in), found by lookup key and
 * created once (idempotency keys): run it again after changing a price, and the new amount gets a
 * new price while members keep theirs. The site also creates a missing one when a member pays.
 */
import { fail } from './lib'
import { BILLING_DEFAULTS } from '../src/domain/billing/billingSettings'
import { offersFor, priceLookupKey } from '../src/domain/billing/offers'
import { ensurePrice } from '../src/server/billing/stripe/prices'
import { stripeClient } from '../src/server/billing/stripeClient'
import { getPayloadClient } from '../src/server/payload'
import { getSiteSettings } from '../src/server/settings/siteSettings'

async function main() {
  const stripe = stripeClient()
  if (!stripe) fail('STRIPE_SECRET_KEY is not set: set it (and STRIPE_API_URL for the stand-in) to create the prices.')
  // With a database, the settings the club typed; without one, SPEC §9's prices.
  const billing = process.env.DATABASE_URI ? (await getSiteSettings(await getPayloadClient())).billing : BILLING_DEFAULTS
  // Every rate: the under-27 one too, whatever the age of whoever runs this.
  const offers = offersFor(billing, { birthDate: '2099-01-01' }, new Date())
  for (const offer of offers) {
    const price = await ensurePrice(stripe, offer)
    console.log(`${priceLookupKey(offer)} → ${price.id}`)
  }
  process.exit(0)
}

main().catch(fail)
