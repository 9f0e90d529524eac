import type { Payload } from 'payload'

import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { priceLookupKey } from '@/domain/billing/offers'
import { changeTakesEffect, PLAN_CHANGE_ERRORS, type PlanChoice, planChangeOffer } from '@/domain/billing/planChangeTexts'
import type { PlanChanged } from '@/domain/billing/planChoices'
import { isMember } from '@/domain/membership'
import type { User } from '@/payload-types'

import { requireStripe } from './checkout'
import { auditPerson } from '../../audit/auditLog'
import { inTransaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { changeMembership, lockMembership } from '../memberships'
import { toMembershipView } from '../memberships'
import { ensurePrice } from '../stripe/prices'
import { subscriptionChange } from '../sync/stripeState'

/**
 * « Changer de formule »: the subscription's item moves to the new price. What costs more is
 * invoiced at once, prorated by Stripe (`always_invoice`); what costs less is not prorated
 * (`none`): the period already paid keeps its plan, the next renewal charges the new price, and
 * the subscription's metadata says from when the new plan counts (`changeAt`), so that the row,
 * read back from Stripe, keeps the plan actually paid (and its dinner limits) until then. The row
 * is locked meanwhile: two changes at once apply one after the other.
 */
export async function changePlan(payload: Payload, member: User, choice: PlanChoice, now = new Date()): Promise<PlanChanged> {
  const stripe = requireStripe()
  const { billing } = await getSiteSettings(payload)
  return inTransaction(payload, async (tx) => {
    const row = await lockMembership(tx, member.id)
    if (!isMember(member) || !row) throw new ApiError(403, BILLING_ERRORS.notMember)
    if (row.status !== 'active' || !row.stripe_subscription_id || row.plan === 'test') throw new ApiError(409, PLAN_CHANGE_ERRORS.notActive)
    if (row.plan === choice.plan && row.billing_interval === choice.interval) throw new ApiError(409, PLAN_CHANGE_ERRORS.samePlan)
    if (row.billing_interval === 'year' && choice.interval === 'month') throw new ApiError(409, PLAN_CHANGE_ERRORS.annualToMonthly)
    const current = { plan: row.plan, interval: row.billing_interval, rate: row.rate, amountCents: row.amount_cents }
    const offer = planChangeOffer(billing, member, now, current, choice)
    if (!offer) throw new ApiError(409, PLAN_CHANGE_ERRORS.unavailable)
    const price = await ensurePrice(stripe, offer)
    const subscription = await stripe.subscriptions.retrieve(row.stripe_subscription_id)
    const item = subscription.items.data[0]
    const takesEffect = changeTakesEffect(current, offer)
    const later = takesEffect === 'renewal'
    const updated = await stripe.subscriptions.update(
      subscription.id,
      {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: later ? 'none' : 'always_invoice',
        metadata: {
          plan: offer.plan,
          interval: offer.interval,
          rate: offer.rate,
          lookupKey: priceLookupKey(offer),
          previousPlan: later ? row.plan : '',
          changeAt: later ? String(item.current_period_end) : '',
        },
        expand: ['latest_invoice'],
      },
      { idempotencyKey: `cercle-plan-${member.id}-${item.current_period_end}-${priceLookupKey(offer)}` },
    )
    const after = await changeMembership(tx, row, subscriptionChange(updated, row) ?? {}, {
      kind: 'membership.planChanged',
      actor: auditPerson(member),
      note: { plan: offer.plan, interval: offer.interval, takesEffect },
      always: true,
    })
    const effectiveAt = later ? new Date(item.current_period_end * 1000) : now
    return { membership: toMembershipView(after, billing), takesEffect, effectiveAt: effectiveAt.toISOString() }
  })
}
