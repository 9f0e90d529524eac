/**
 * The plans a member may move to from « Mon adhésion », each at the price they would pay and
 * with when it takes effect, computed on the server from the settings (planChangeTexts.ts holds
 * the rules the change itself follows, so that what is shown is what is done).
 */
import type { BillingSettings } from './billingSettings'
import type { MembershipView } from './membershipStates'
import type { Offer } from './offers'
import { changeTakesEffect, type PlanChoice, planChangeOffer } from './planChangeTexts'

/** `POST /api/me/membership/plan`: the membership after the change, and from when the new plan counts. */
export type PlanChanged = { membership: MembershipView; takesEffect: 'now' | 'renewal'; effectiveAt: string }

/** A plan the member may move to: its price, and whether it counts at once or from the next renewal. */
export type PlanChangeOption = PlanChoice & Pick<Offer, 'rate' | 'amountCents'> & { takesEffect: 'now' | 'renewal' }

const CHOICES: readonly PlanChoice[] = [
  { plan: 'essential', interval: 'month' },
  { plan: 'premium', interval: 'month' },
  { plan: 'essential', interval: 'year' },
  { plan: 'premium', interval: 'year' },
]

/**
 * Every other plan the change route would accept now: none unless the membership is active and
 * subscribed; from an annual plan, no monthly one (that waits for the renewal).
 */
export function planChangeOptions(
  settings: BillingSettings,
  member: { birthDate?: string | null },
  now: Date,
  membership: Pick<MembershipView, 'status' | 'plan' | 'interval' | 'rate' | 'amountCents'>,
): PlanChangeOption[] {
  if (membership.status !== 'active' || membership.plan === 'test' || membership.interval === 'once') return []
  const current = { plan: membership.plan, interval: membership.interval, rate: membership.rate, amountCents: membership.amountCents }
  return CHOICES.filter((choice) => !(choice.plan === current.plan && choice.interval === current.interval))
    .filter((choice) => !(current.interval === 'year' && choice.interval === 'month'))
    .flatMap((choice) => {
      const offer = planChangeOffer(settings, member, now, current, choice)
      return offer ? [{ ...choice, rate: offer.rate, amountCents: offer.amountCents, takesEffect: changeTakesEffect(current, offer) }] : []
    })
}
