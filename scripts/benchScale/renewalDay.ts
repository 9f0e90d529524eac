import Stripe from 'stripe'

import { prepareRenewalDay } from './renewingMembers'
import { ms, type ScaleContext, type ScaleRow } from './scaleRows'
import { type Delivery, quantile, sendPaced } from './webhookSender'
import type { StripeEvent } from '../../tooling/stripe'

const RENEWALS = 3_000
/**
 * Renewals applied before the day, unmeasured: the instances have just started, and a site that
 * renews memberships has applied renewals before (its code and queries warm).
 */
const WARM_UP = 50
const MINUTE_MS = 60_000
const RATIO = 3
/** The reference's events, sent at the renewals' pace. */
const REFERENCE_EVENTS = 1_000

/** A signed event of a type the site has no use for: it checks the signature and records the id, nothing else. */
function unknownEvent(index: number): StripeEvent {
  const now = Math.floor(Date.now() / 1000)
  return {
    id: `evt_bench_unknown_${now}_${index}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now,
    data: { object: { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'eur' }] } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'balance.available',
  }
}

/** The answers other than 200, by status (0: none within the time allowed): « (503 ×12, 0 ×3) ». */
function answers(deliveries: Delivery[]): string {
  if (deliveries.length === 0) return ''
  const counts = new Map<number, number>()
  for (const { status } of deliveries) counts.set(status, (counts.get(status) ?? 0) + 1)
  return ` (${[...counts].map(([status, count]) => `${status} ×${count}`).join(', ')})`
}

/**
 * Renewal day: 3,000 members' subscriptions renewed by the stand-in (renewingMembers.ts), and
 * their `invoice.paid` delivered to the site through the proxy, signed, evenly over one minute,
 * then every one delivered once more (Stripe may send an event twice). Counted in the database:
 * each event recorded once, each membership's period moved to the renewed end, one Journal entry
 * per member; at the SMTP sink, no mail twice. The reference: events of a type the site ignores
 * (the signature checked, the id recorded) at the renewals' pace, half before the renewals and
 * half after their replays: the machine is shared, and a burst of other work during one half
 * weighs on half the reference only.
 */
export async function measureRenewalDay(context: ScaleContext): Promise<ScaleRow[]> {
  const { db, site, sink, stripe, filled } = context
  const url = `${site}/api/billing/stripe`
  const all = await prepareRenewalDay(db, stripe, filled, WARM_UP + RENEWALS, site)
  await sendPaced(url, stripe.webhookSecret, all.events.slice(0, WARM_UP), (WARM_UP / RENEWALS) * MINUTE_MS)
  const prepared = { ...all, events: all.events.slice(WARM_UP), members: all.members.slice(WARM_UP) }
  // The reference at the renewals' pace, half before them and half after their replays.
  const ignored = Array.from({ length: REFERENCE_EVENTS }, (_, index) => unknownEvent(index))
  const referenceMs = (REFERENCE_EVENTS / 2 / RENEWALS) * MINUTE_MS
  const before = await sendPaced(url, stripe.webhookSecret, ignored.slice(0, REFERENCE_EVENTS / 2), referenceMs)

  const { rows: journalBefore } = await db.query<{ last: number }>('SELECT coalesce(max(id), 0) AS last FROM audit_log')
  const mailsFrom = sink.accepted.length
  const renewals = await sendPaced(url, stripe.webhookSecret, prepared.events, MINUTE_MS)
  const replays = await sendPaced(url, stripe.webhookSecret, prepared.events, MINUTE_MS)
  const reference = [...before, ...(await sendPaced(url, stripe.webhookSecret, ignored.slice(REFERENCE_EVENTS / 2), referenceMs))]

  const eventIds = prepared.events.map((event) => event.id)
  const { rows: recorded } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM billing_events WHERE event_id = ANY($1::text[])',
    [eventIds],
  )
  const { rows: moved } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM memberships WHERE member_id = ANY($1::int[]) AND current_period_end = $2',
    [prepared.members, prepared.renewedUntil],
  )
  const { rows: journal } = await db.query<{ entries: number; twice: number }>(
    `SELECT coalesce(sum(n), 0)::int AS entries, count(*) FILTER (WHERE n > 1)::int AS twice
       FROM (SELECT record_id, count(*) AS n FROM audit_log
              WHERE id > $1 AND kind LIKE 'membership.%' AND record_type = 'users' AND record_id = ANY($2::text[]) GROUP BY record_id) per_member`,
    [journalBefore[0].last, prepared.members.map(String)],
  )
  const { rows: addresses } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = ANY($1::int[])', [prepared.members])
  const renewing = new Set(addresses.map((row) => row.email))
  const mails = sink.count((to) => renewing.has(to), mailsFrom)

  const applied = renewals.filter((delivery) => delivery.applied === true).length
  // Applied by its delivery and again by its replay; an event whose first delivery failed is applied by the replay once.
  const appliedTwice = renewals.filter((delivery, index) => delivery.applied === true && replays[index].applied !== false).length
  const doubles = appliedTwice + journal[0].twice + mails.duplicates
  const processed = applied === RENEWALS && recorded[0].n === RENEWALS && moved[0].n === RENEWALS
  const p95 = quantile(renewals, 0.95)
  const referenceP95 = quantile(reference, 0.95)
  const lost = [...renewals, ...replays, ...reference].filter((delivery) => delivery.status !== 200)
  return [
    {
      what: `renewal day: ${RENEWALS.toLocaleString('en')} signed invoice.paid through the proxy in one minute, then each replayed once`,
      measured:
        `p50 ${ms(quantile(renewals, 0.5))}, p95 ${ms(p95)} (replays: p95 ${ms(quantile(replays, 0.95))}); ${applied} applied, ` +
        `${recorded[0].n} recorded, ${moved[0].n} periods moved, ${journal[0].entries} Journal entries, ${mails.mails} mails; ` +
        `${doubles} double effects, ${lost.length} not answered 200${answers(lost)}`,
      reference: `${REFERENCE_EVENTS.toLocaleString('en')} events of a type ignored, same pace: p50 ${ms(quantile(reference, 0.5))}, p95 ${ms(referenceP95)}`,
      ratio: p95 / referenceP95,
      target: `p95 ≤ ${RATIO}×; every one processed once; 0 double effects`,
      holds: p95 <= RATIO * referenceP95 && processed && doubles === 0 && lost.length === 0 && journal[0].entries === RENEWALS,
    },
  ]
}
