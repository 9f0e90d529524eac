/**
 * Stripe (DESIGN §14): STRIPE_SECRET_KEY turns paid membership on; without it billing is off and
 * plans behave as before. STRIPE_API_URL points the SDK elsewhere than Stripe (the local stand-in,
 * `npm run billing:stand-in`); STRIPE_WEBHOOK_SECRET checks the webhook's signatures. Apart from
 * env.ts, as siteOrigin.ts is: the proxy's CSP reads it.
 */
export function stripeSettings(): { secretKey: string; apiUrl: URL | null; webhookSecret: string | null } | null {
  const secretKey = process.env.STRIPE_SECRET_KEY
  if (!secretKey) return null
  const apiUrl = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL) : null
  return { secretKey, apiUrl, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || null }
}
