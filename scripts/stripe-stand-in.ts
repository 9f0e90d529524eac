/**
 * npm run billing:stand-in: the local Stripe stand-in (tooling/stripe) for the demo and manual
 * tests. STRIPE_STAND_IN_PORT (12111), STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (made up and
 * printed when unset), STRIPE_STAND_IN_WEBHOOK_URL (http://localhost:3000/api/billing/stripe;
 * several, comma-separated), STRIPE_STAND_IN_STRICT=0 to accept POSTs without an Idempotency-Key
 * as real Stripe does. Its clock follows the wall clock; POST /_stand-in/clock/advance moves it.
 */
import { fail } from './lib'
import { startStripeStandIn } from '../tooling/stripe'

const webhookUrls = (process.env.STRIPE_STAND_IN_WEBHOOK_URL ?? 'http://localhost:3000/api/billing/stripe')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean)

startStripeStandIn({
  port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111),
  host: process.env.STRIPE_STAND_IN_HOST ?? '127.0.0.1',
  secretKey: process.env.STRIPE_SECRET_KEY || undefined,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
  webhookUrls,
  settings: { strict: process.env.STRIPE_STAND_IN_STRICT !== '0' },
})
  .then((standIn) => {
    console.log(`Stand-in Stripe sur ${standIn.url} (API /v1, pages /c/pay, /p/session, /i ; admin /_stand-in)`)
    if (!process.env.STRIPE_SECRET_KEY) console.log(`STRIPE_SECRET_KEY=${standIn.secretKey}`)
    if (!process.env.STRIPE_WEBHOOK_SECRET) console.log(`STRIPE_WEBHOOK_SECRET=${standIn.webhookSecret}`)
    console.log(`Webhooks vers : ${webhookUrls.join(', ') || '(aucun)'}`)
    const stop = () => void standIn.stop().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
  .catch(fail)
