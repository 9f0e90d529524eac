import Stripe from 'stripe'

import { stripeSettings } from '../env'
import { processWide } from '../processWide'

/**
 * The official SDK, or null when billing is off (no STRIPE_SECRET_KEY): every caller then keeps
 * the behaviour from before paid membership. One client per process and configuration.
 */
export function stripeClient(): Stripe | null {
  const settings = stripeSettings()
  if (!settings) return null
  const { secretKey, apiUrl } = settings
  return processWide(`stripe:${secretKey}:${apiUrl?.href ?? ''}`, () => {
    const target = apiUrl
      ? {
          host: apiUrl.hostname,
          port: Number(apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80)),
          protocol: apiUrl.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}
    // The SDK retries a failed call with the same idempotency key, so a retry never charges twice.
    return new Stripe(secretKey, { ...target, maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'cercle-site' } })
  })
}

/** Whether paid membership is on (Stripe keys set). */
export const billingOn = (): boolean => stripeSettings() !== null
