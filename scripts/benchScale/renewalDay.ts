import Stripe from 'stripe'

import { prepareRenewalDay } from './renewingMembers'
import { ms, type ScaleContext, type ScaleRow } from './scaleRows'
import { type Delivery, quantile, sendPaced } from './webhookSender'
import type { StripeEvent } from '../../tooling/stripe'

const RENEWALS = 3_000
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

const failed = (deliveries: Delivery[]) => deliveries.filter((delivery) => delivery.status !== 200).length

/**
 * Renewal day: 3,000 members' subscriptions renewed by the stand-in (renewingMembers.ts), and
 * their `invoice.paid` delivered to the site through the proxy, signed, evenly over one minute,
 * then every one delivered once more (Stripe may send an event twice). Counted in the database:
 * each event recorded once, each membership's period moved to the renewed end, one Journal entry
 * per member; at the SMTP sink, no mail twice. The reference: as many events a second of a type
 * the site ignores (the signature checked, the id recorded), sent the same way.
 */
export async function measureRenewalDay(context: ScaleContext): Promise<ScaleRow[]> {
  const { db, site, sink, stripe, filled } = context
  const url = `${site}/api/billing/stripe`
  const prepared = await prepareRenewalDay(db, stripe, filled, RENEWALS, site)
  const reference = await sendPaced(
    url,
    stripe.webhookSecret,
    Array.from({ length: REFERENCE_EVENTS }, (_, index) => unknownEvent(index)),
    (REFERENCE_EVENTS / RENEWALS) * MINUTE_MS,
  )

  const { rows: journalBefore } = await db.query<{ last: number }>('SELECT coalesce(max(id), 0) AS last FROM audit_log')
  const mailsFrom = sink.accepted.length
  const renewals = await sendPaced(url, stripe.webhookSecret, prepared.events, MINUTE_MS)
  const replays = await sendPaced(url, stripe.webhookSecret, prepared.events, MINUTE_MS)

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
  const replayedApplied = replays.filter((delivery) => delivery.applied !== false).length
  const doubles = replayedApplied + journal[0].twice + mails.duplicates + Math.max(0, applied - RENEWALS)
  const processed = RENEWALS - failed(renewals) === applied && recorded[0].n === RENEWALS && moved[0].n === RENEWALS
  const p95 = quantile(renewals, 0.95)
  const referenceP95 = quantile(reference, 0.95)
  const lost = failed(renewals) + failed(replays) + failed(reference)
  return [
    {
      what: `renewal day: ${RENEWALS.toLocaleString('en')} signed invoice.paid through the proxy in one minute, then each replayed once`,
      measured:
        `p50 ${ms(quantile(renewals, 0.5))}, p95 ${ms(p95)} (replays: p95 ${ms(quantile(replays, 0.95))}); ${applied} applied, ` +
        `${recorded[0].n} recorded, ${moved[0].n} periods moved, ${journal[0].entries} Journal entries, ${mails.mails} mails; ` +
        `${doubles} double effects, ${lost} not answered 200`,
      reference: `${REFERENCE_EVENTS.toLocaleString('en')} events of a type ignored, same pace: p50 ${ms(quantile(reference, 0.5))}, p95 ${ms(referenceP95)}`,
      ratio: p95 / referenceP95,
      target: `p95 ≤ ${RATIO}×; every one processed once; 0 double effects`,
      holds: p95 <= RATIO * referenceP95 && processed && doubles === 0 && lost === 0 && journal[0].entries === RENEWALS,
    },
  ]
}
