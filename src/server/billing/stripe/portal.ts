import type Stripe from 'stripe'

import { siteUrl } from '../../env'
import { MEMBERSHIP_PAGE } from '../member/checkout'

/** Bumped when the configuration below changes, so that a new one is made instead of reusing the old. */
const CONFIGURATION_VERSION = 'cercle-portal-v1'

/**
 * The customer portal's configuration, from code: payment method, invoices, and cancellation at
 * the end of the period paid (French consumer law: reachable in a few clicks, its date shown).
 * Found by its metadata or created once (idempotency key), never edited by hand in Stripe.
 */
export async function portalConfiguration(stripe: Stripe): Promise<string> {
  const known = await stripe.billingPortal.configurations.list({ active: true, limit: 100 })
  const ours = known.data.find((configuration) => configuration.metadata?.version === CONFIGURATION_VERSION)
  if (ours) return ours.id
  const created = await stripe.billingPortal.configurations.create(
    {
      name: 'Le Cercle — adhésions',
      metadata: { version: CONFIGURATION_VERSION },
      business_profile: { headline: 'Gérez votre adhésion', privacy_policy_url: `${siteUrl()}/confidentialite` },
      default_return_url: `${siteUrl()}${MEMBERSHIP_PAGE}`,
      features: {
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
        subscription_cancel: { enabled: true, mode: 'at_period_end', proration_behavior: 'none' },
      },
    },
    { idempotencyKey: CONFIGURATION_VERSION },
  )
  return created.id
}
