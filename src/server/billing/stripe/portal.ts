import type Stripe from 'stripe'

import { siteUrl } from '../../env'
import { MEMBERSHIP_PAGE } from '../member/checkout'

/** Bumped when the configuration below changes, so that a new one is made instead of reusing the old. */
const CONFIGURATION_VERSION = 'cercle-portal-v2'

/**
 * The customer portal's configuration, from code: payment method and invoices. Cancelling is the
 * site's own « Résilier mon adhésion » (the minimum commitment, the retention offer, the dinners
 * after the date, the confirmation mail), so the portal does not offer a second way around it.
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
        subscription_cancel: { enabled: false },
      },
    },
    { idempotencyKey: CONFIGURATION_VERSION },
  )
  return created.id
}
