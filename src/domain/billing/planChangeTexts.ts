/**
 * « Changer de formule »: Essentiel ↔ Premium and monthly → annual from « Mon adhésion ». What
 * costs more takes effect at once, prorated by Stripe; what costs less at the next renewal, the
 * period already paid keeping its plan. The rates keep their rules: a founder keeps the founder
 * price, a member under 27 keeps theirs while still under 27.
 */
import { z } from 'zod'

import { type BillingSettings, toCents } from './billingSettings'
import type { BillingInterval, MembershipPlan, PriceRate } from './membershipStates'
import { isUnder27, type Offer, offersFor } from './offers'

export const PLAN_CHANGE_ERRORS = {
  badChoice: 'Choisissez la formule Essentiel ou Premium, au mois ou à l’année.',
  notActive: 'Seule une adhésion active peut changer de formule.',
  samePlan: 'C’est déjà votre formule.',
  unavailable: 'Cette formule n’est pas proposée en ce moment.',
  annualToMonthly:
    'Le passage d’une adhésion annuelle à une adhésion mensuelle se fait à son renouvellement\u00a0: écrivez-nous avant cette date.',
} as const

export const planChangeSchema = z.object(
  {
    plan: z.enum(['essential', 'premium'], { error: PLAN_CHANGE_ERRORS.badChoice }),
    interval: z.enum(['month', 'year'], { error: PLAN_CHANGE_ERRORS.badChoice }),
  },
  { error: PLAN_CHANGE_ERRORS.badChoice },
)
export type PlanChoice = z.infer<typeof planChangeSchema>

type Current = { plan: MembershipPlan; interval: BillingInterval; rate: PriceRate; amountCents: number }

/** The price the member would pay for `choice`, their rate's rules kept; null when not offered. */
export function planChangeOffer(
  settings: BillingSettings,
  member: { birthDate?: string | null },
  now: Date,
  current: Current,
  choice: PlanChoice,
): Offer | null {
  const prices = settings[choice.plan]
  if (choice.interval === 'year') {
    return prices.annualPrice === null ? null : { ...choice, rate: 'list', amountCents: toCents(prices.annualPrice) }
  }
  if (current.rate === 'founder') return { ...choice, rate: 'founder', amountCents: toCents(prices.founderPrice) }
  if (current.rate === 'under27' && prices.under27Price !== null && isUnder27(member.birthDate, now)) {
    return { ...choice, rate: 'under27', amountCents: toCents(prices.under27Price) }
  }
  return (
    offersFor(settings, member, now).find(
      (offer) => offer.plan === choice.plan && offer.interval === 'month' && offer.rate !== 'under27',
    ) ?? null
  )
}

const monthly = (offer: Pick<Offer, 'interval' | 'amountCents'>) => (offer.interval === 'year' ? offer.amountCents / 12 : offer.amountCents)

/**
 * When a change takes effect: at once for what costs more per month, or for a move to the annual
 * plan (Stripe restarts the billing cycle on a new interval); at the next renewal otherwise.
 */
export function changeTakesEffect(current: Current, offer: Offer): 'now' | 'renewal' {
  if (offer.interval !== current.interval) return 'now'
  return monthly(offer) > monthly(current) ? 'now' : 'renewal'
}
