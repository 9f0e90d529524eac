import type pg from 'pg'
import type Stripe from 'stripe'

import type { Filled } from './scaleRows'
import { GOOD_CARD, once, stripeFor, submit } from '../../tests/support/stripeStandIn'
import type { StripeEvent, StripeStandIn } from '../../tooling/stripe'

/** How many members subscribe to the stand-in at once (its answers are quick; this only overlaps the round trips). */
const AT_ONCE = 16

type Member = { member_id: number; email: string; name: string; plan: string; rate: string; amount_cents: number }
type Subscribed = { memberId: number; customer: string; subscription: string; price: string }

type RenewalDay = {
  /** The renewal's `invoice.paid` events, one per member, as the stand-in made them (none delivered yet). */
  events: StripeEvent[]
  /** The member each event renews (the same order). */
  members: number[]
  /** The end of the period each renewal pays for: what every membership's period should move to. */
  renewedUntil: Date
}

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = []
  for (let from = 0; from < items.length; from += AT_ONCE) done.push(...(await Promise.all(items.slice(from, from + AT_ONCE).map(work))))
  return done
}

/** A member subscribed as the site's Checkout does it (src/server/billing/member/checkout.ts: the same metadata), paid by card. */
async function subscribe(stripe: Stripe, site: string, clock: string, member: Member, price: string): Promise<Subscribed> {
  const customer = await stripe.customers.create(
    { email: member.email, name: member.name, test_clock: clock, metadata: { memberId: String(member.member_id) } },
    once(),
  )
  const metadata = { memberId: String(member.member_id), plan: member.plan, interval: 'month', rate: member.rate }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: String(member.member_id),
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${site}/espace-membre/adhesion`,
      cancel_url: `${site}/espace-membre/adhesion`,
    },
    once(),
  )
  const paid = await submit(String(session.url), { ...GOOD_CARD, email: member.email })
  if (paid.status >= 400) throw new Error(`checkout of member ${member.member_id}: ${paid.status}`)
  const completed = await stripe.checkout.sessions.retrieve(session.id)
  if (typeof completed.subscription !== 'string') throw new Error(`checkout of member ${member.member_id} made no subscription`)
  return { memberId: member.member_id, customer: customer.id, subscription: completed.subscription, price }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The subscription an `invoice.paid` event's invoice renews (null for any other invoice: a first one, a change). */
function renewalOf(event: StripeEvent): unknown {
  const { billing_reason: reason, parent } = event.data.object
  const details = isObject(parent) ? parent.subscription_details : null
  return reason === 'subscription_cycle' && isObject(details) ? details.subscription : null
}

/**
 * Renewal day, prepared: `count` filled members on monthly plans subscribe through the stand-in's
 * Checkout, all on one of its test clocks (as Stripe tests a renewal), their rows then given the
 * stand-in's customer, subscription and price, period end and last payment (the fill's ids name
 * nothing at the stand-in); then the clock moves to the end of their period and the stand-in
 * renews them all, charging each card. Its webhook endpoints are set aside meanwhile: none of
 * these events reaches the site here; the renewal's `invoice.paid` are answered for the bench to
 * deliver itself.
 */
export async function prepareRenewalDay(
  db: pg.Pool,
  standIn: StripeStandIn,
  filled: Filled,
  count: number,
  site: string,
): Promise<RenewalDay> {
  const { rows: members } = await db.query<Member>(
    `SELECT m.member_id, u.email, u.first_name || ' ' || u.last_name AS name, m.plan, m.rate, m.amount_cents
       FROM memberships m JOIN users u ON u.id = m.member_id
      WHERE u.email LIKE '%@scale.example' AND m.status = 'active' AND m.billing_interval = 'month' AND NOT m.member_id = ANY($1::int[])
      ORDER BY m.member_id DESC LIMIT $2`,
    [[filled.veteran.id, filled.newcomer.id], count],
  )
  if (members.length < count) throw new Error(`${members.length} members on a monthly plan, ${count} wanted`)
  const endpoints = standIn.admin.webhookEndpoints()
  endpoints.forEach((endpoint) => standIn.admin.removeWebhookEndpoint(endpoint.url))
  try {
    const stripe = stripeFor(standIn)
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: standIn.admin.now(), name: 'Jour de renouvellement' }, once())
    const product = await stripe.products.create({ name: 'Adhésion au cercle' }, once())
    const prices = new Map<number, string>()
    for (const amount of new Set(members.map((member) => member.amount_cents))) {
      const price = await stripe.prices.create(
        { product: product.id, currency: 'eur', unit_amount: amount, recurring: { interval: 'month' } },
        once(),
      )
      prices.set(amount, price.id)
    }
    const subscribed = await inBatches(members, (member) =>
      subscribe(stripe, site, clock.id, member, prices.get(member.amount_cents) as string),
    )

    const first = await stripe.subscriptions.retrieve(subscribed[0].subscription, { expand: ['latest_invoice'] })
    const periodEnd = first.items.data[0].current_period_end
    const paidAt = (first.latest_invoice as Stripe.Invoice).status_transitions.paid_at ?? clock.frozen_time
    await db.query(
      `UPDATE memberships m SET stripe_customer_id = s.customer, stripe_subscription_id = s.subscription, stripe_price_id = s.price,
                                current_period_end = to_timestamp($5), last_payment_at = to_timestamp($6), last_payment_cents = m.amount_cents
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS s(member_id, customer, subscription, price)
        WHERE m.member_id = s.member_id`,
      [
        subscribed.map((one) => one.memberId),
        subscribed.map((one) => one.customer),
        subscribed.map((one) => one.subscription),
        subscribed.map((one) => one.price),
        periodEnd,
        paidAt,
      ],
    )

    const before = standIn.admin.events('invoice.paid').length
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd }, once())
    const ours = new Set(subscribed.map((one) => one.subscription))
    const events = standIn.admin
      .events('invoice.paid')
      .slice(before)
      .filter((event) => renewalOf(event) !== null && ours.has(String(renewalOf(event))))
    if (events.length !== count) throw new Error(`${events.length} renewals paid, ${count} expected`)
    const renewed = await stripe.subscriptions.retrieve(subscribed[0].subscription)
    const memberOf = new Map(subscribed.map((one) => [one.subscription, one.memberId]))
    return {
      events,
      members: events.map((event) => memberOf.get(String(renewalOf(event))) as number),
      renewedUntil: new Date(renewed.items.data[0].current_period_end * 1000),
    }
  } finally {
    endpoints.forEach((endpoint) => standIn.admin.addWebhookEndpoint(endpoint.url, endpoint.secret))
  }
}
