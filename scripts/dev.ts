/**
 * npm run dev: database (embedded unless DATABASE_URI), migrations, demo seed, then next dev on :3000.
 * BILLING_STAND_IN=1 also starts the local Stripe stand-in (tooling/stripe) and turns billing on
 * with its keys, delivering its webhooks to this site: the whole paid flow without a Stripe account.
 */
import { spawn } from 'node:child_process'

import { bin, fail } from './lib'
import { prepareDatabase } from './prepare'
import { localCluster } from '../tooling/db/local'
import { startStripeStandIn } from '../tooling/stripe'

const embedded = !process.env.DATABASE_URI

/** The stand-in, on STRIPE_STAND_IN_PORT (12111), its keys given to the seed and the site; its stop. */
async function billingStandIn(port: string): Promise<() => Promise<void>> {
  if (process.env.BILLING_STAND_IN !== '1') return async () => undefined
  const standIn = await startStripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111),
    webhookUrls: [`http://localhost:${port}/api/billing/stripe`],
  })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_API_URL: standIn.url,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
  })
  console.log(`Stripe de démonstration sur ${standIn.url} : le paiement des adhésions est activé.`)
  return standIn.stop
}

async function main() {
  const port = process.env.PORT ?? '3000'
  const stopStandIn = await billingStandIn(port)
  const uri = await prepareDatabase({ seed: true })
  const next = spawn(bin('next'), ['dev', '--port', port], {
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, DATABASE_URI: uri },
  })
  const shutdown = async (code: number) => {
    await stopStandIn()
    if (embedded)
      await localCluster()
        .stop()
        .catch(() => undefined)
    process.exit(code)
  }
  process.on('SIGINT', () => next.kill('SIGINT'))
  process.on('SIGTERM', () => next.kill('SIGTERM'))
  next.on('close', (code) => void shutdown(code ?? 0))
}

main().catch(fail)
