/**
 * What happens when time passes, in the order it falls due: SEPA debits settling, checkout
 * sessions expiring, periods ending (renewal or the end of a subscription set to cancel), failed
 * invoices retried, paused collection resuming, unpaid first invoices expiring their subscription.
 * Each runs at its own moment, so its objects and events carry that moment's time, as a Stripe
 * test clock does. The stand-in's clock moves everything not on a test clock; a test clock moves
 * its own customers' objects.
 */
import { settle } from './charging'
import { expireSession, onIntentSettled as checkoutSettled } from './checkout'
import { collect, onIntentSettled as invoiceSettled } from './collection'
import { subscriptionOf, voidInvoice } from './invoices'
import type { Subscription } from './shapes'
import { clockOf, type StandIn } from './state'
import { periodOf, renew } from './subscriptions'

type Task = { at: number; run: (at: number) => void }

/** An incomplete subscription's first invoice must be paid within 23 hours. */
const INCOMPLETE_LIFETIME = 23 * 3600

function tasks(standIn: StandIn, clock: string | null): Task[] {
  const { store } = standIn
  const found: Task[] = []
  const onClock = (customer: unknown) => clockOf(standIn, typeof customer === 'string' ? customer : null) === clock
  for (const settlement of store.settlements) {
    const charge = store.charges.get(settlement.chargeId)
    if (!charge || !onClock(charge.customer)) continue
    found.push({
      at: settlement.at,
      run: (at) => {
        store.settlements.splice(store.settlements.indexOf(settlement), 1)
        const intent = settle(standIn, settlement, at)
        if (!intent) return
        invoiceSettled(standIn, intent, at)
        checkoutSettled(standIn, intent, at)
      },
    })
  }
  for (const session of store.checkoutSessions.values()) {
    if (session.status === 'open' && onClock(session.customer))
      found.push({ at: session.expires_at, run: (at) => expireSession(standIn, session, at) })
  }
  for (const subscription of store.subscriptions.values()) {
    if (!onClock(subscription.customer)) continue
    if (['active', 'past_due', 'unpaid', 'trialing'].includes(subscription.status)) {
      // A subscription set to cancel inside its period ends then (Stripe's proration of it is not modelled).
      const { end } = periodOf(subscription)
      const at = subscription.cancel_at !== null && subscription.cancel_at < end ? subscription.cancel_at : end
      found.push({ at, run: (when) => renew(standIn, subscription, when) })
    }
    const resumesAt = subscription.pause_collection?.resumes_at
    if (resumesAt) {
      found.push({
        at: resumesAt,
        run: (at) =>
          standIn.events.update('customer.subscription.updated', subscription, at, (changed) => void (changed.pause_collection = null)),
      })
    }
    const processing = store.settlements.some((settlement) => store.charges.get(settlement.chargeId)?.customer === subscription.customer)
    if (subscription.status === 'incomplete' && !processing) {
      found.push({ at: subscription.created + INCOMPLETE_LIFETIME, run: (at) => expireIncomplete(standIn, subscription, at) })
    }
  }
  for (const invoice of store.invoices.values()) {
    const retryAt = invoice.next_payment_attempt
    if (invoice.status !== 'open' || retryAt === null || !onClock(invoice.customer)) continue
    found.push({
      at: retryAt,
      run: (at) => {
        const subscription = subscriptionOf(standIn, invoice)
        if (subscription?.status === 'canceled') invoice.next_payment_attempt = null
        else collect(standIn, invoice, at)
      },
    })
  }
  return found
}

/** An unpaid first invoice voided, its subscription `incomplete_expired` (`customer.subscription.updated`). */
function expireIncomplete(standIn: StandIn, subscription: Subscription, at: number): void {
  const first = typeof subscription.latest_invoice === 'string' ? standIn.store.invoices.get(subscription.latest_invoice) : undefined
  if (first?.status === 'open') voidInvoice(standIn, first, at)
  standIn.events.update('customer.subscription.updated', subscription, at, (changed) =>
    Object.assign(changed, { status: 'incomplete_expired', canceled_at: at, ended_at: at }),
  )
}

/**
 * Runs, earliest first, every task of `clock` (null: the stand-in's own) due by `until`; `moved`
 * is told each task's moment before it runs, so the clock reads it meanwhile.
 */
function runDue(standIn: StandIn, clock: string | null, until: number, moved: (at: number) => void): void {
  for (let guard = 0; guard < 10_000; guard += 1) {
    const next = tasks(standIn, clock)
      .filter((task) => task.at <= until)
      .sort((a, b) => a.at - b.at)[0]
    if (!next) return
    moved(next.at)
    next.run(next.at)
  }
  throw new Error('the stand-in kept finding work due: a task does not move its object past its moment')
}

/** Brings the stand-in's own clock's objects up to its time (before each request, on each tick). */
export function catchUp(standIn: StandIn): void {
  runDue(standIn, null, standIn.clock.now(), () => undefined)
}

/** Moves the stand-in's clock to `until`, running what falls due on the way. */
export function advanceClock(standIn: StandIn, until: number): void {
  runDue(standIn, null, until, (at) => standIn.clock.moveTo(at))
  standIn.clock.moveTo(until)
}

/** Advances a test clock, as `POST /v1/test_helpers/test_clocks/:id/advance` does. */
export function advanceTestClock(standIn: StandIn, clockId: string, until: number): void {
  const testClock = standIn.store.testClocks.get(clockId)
  if (!testClock) return
  runDue(standIn, clockId, until, (at) => (testClock.frozen_time = at))
  testClock.frozen_time = until
}
