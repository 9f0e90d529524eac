/**
 * The HTTP face of the stand-in's controls (admin.ts): JSON under `/_stand-in/`, for a test or a
 * bench in another process, and for the demo. ADMIN_INDEX lists them; `GET /_stand-in` answers it.
 */
import type { Admin } from './admin'
import type { Reply } from './api'
import type { Settings } from './state'
import { CHARGE_OUTCOMES } from './testPaymentMethods'

const json = (status: number, body: unknown): Reply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body, null, 2),
})

function readJson(body: string): Record<string, unknown> {
  if (!body.trim()) return {}
  const parsed: unknown = JSON.parse(body)
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.fromEntries(Object.entries(parsed)) : {}
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined)
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [])

const ADMIN_INDEX: Record<string, string> = {
  'GET /_stand-in/clock': '{ now, frozen }',
  'POST /_stand-in/clock/advance': '{ seconds?, days?, to? }: moves time, running what falls due on the way → { now, events }',
  'GET /_stand-in/events?type=…': 'every event, oldest first',
  'POST /_stand-in/events/:id/resend': '{ url? }: delivers an event again (Stripe may send one twice)',
  'POST /_stand-in/webhooks/hold': 'keeps new events back…',
  'GET /_stand-in/webhooks/held': '…lists those kept back…',
  'POST /_stand-in/webhooks/release': '{ order?: [evt_…] }: …then delivers them one after the other, those named first, in that order',
  'POST /_stand-in/webhooks/deliver': '{ events: [evt_…], url? }: delivers chosen events again, in this order',
  'POST /_stand-in/webhooks/settled': 'answers once no delivery is in flight',
  'GET /_stand-in/webhooks/deliveries': 'every delivery attempt and the HTTP status it got',
  'GET|POST|DELETE /_stand-in/webhook-endpoints': 'lists, adds { url, secret? }, removes ?url=',
  'POST /_stand-in/customers/:id/next-charge':
    '{ outcome: succeeded | card_declined | insufficient_funds }: the customer’s next charge ends so',
  'GET /_stand-in/charges?customer=…': 'every charge attempt, to count charges and catch double ones',
  'GET|POST /_stand-in/settings': 'reads or changes { strict, retryDays, afterLastRetry, sepaSettlementSeconds }',
  'POST /_stand-in/reset': 'forgets every object, event and key; endpoints go back to those given at start',
}

/** The HTTP face of `Admin`. */
export async function serveAdmin(admin: Admin, method: string, path: string, query: URLSearchParams, rawBody: string): Promise<Reply> {
  const body = readJson(rawBody)
  const route = `${method} ${path.replace(/^\/_stand-in/, '') || '/'}`
  const match = (pattern: RegExp) => pattern.exec(route)
  try {
    if (route === 'GET /') return json(200, { routes: ADMIN_INDEX })
    if (route === 'GET /clock') return json(200, { now: admin.now(), frozen: admin.frozen() })
    if (route === 'POST /clock/advance') {
      const moved = admin.advance({ seconds: numberOf(body.seconds), days: numberOf(body.days), to: numberOf(body.to) })
      return json(200, {
        now: moved.now,
        events: moved.events.map((event) => ({ id: event.id, type: event.type, created: event.created })),
      })
    }
    if (route === 'GET /events') return json(200, { data: admin.events(query.get('type') ?? undefined) })
    const resend = match(/^POST \/events\/([^/]+)\/resend$/)
    if (resend) {
      await admin.resend(resend[1], typeof body.url === 'string' ? body.url : undefined)
      return json(200, { resent: resend[1] })
    }
    if (route === 'POST /webhooks/hold') {
      admin.hold()
      return json(200, { held: true })
    }
    if (route === 'GET /webhooks/held') return json(200, { data: admin.heldEvents().map((event) => event.id) })
    if (route === 'POST /webhooks/release')
      return json(200, { delivered: (await admin.release(strings(body.order))).map((event) => event.id) })
    if (route === 'POST /webhooks/deliver') {
      await admin.deliver(strings(body.events), typeof body.url === 'string' ? body.url : undefined)
      return json(200, { delivered: strings(body.events) })
    }
    if (route === 'POST /webhooks/settled') {
      await admin.settled()
      return json(200, { settled: true })
    }
    if (route === 'GET /webhooks/deliveries') return json(200, { data: admin.deliveries() })
    if (route === 'GET /webhook-endpoints') return json(200, { data: admin.webhookEndpoints().map((endpoint) => endpoint.url) })
    if (route === 'POST /webhook-endpoints' && typeof body.url === 'string') {
      return json(200, { url: admin.addWebhookEndpoint(body.url, typeof body.secret === 'string' ? body.secret : undefined).url })
    }
    if (route === 'DELETE /webhook-endpoints') {
      admin.removeWebhookEndpoint(query.get('url') ?? '')
      return json(200, { removed: query.get('url') })
    }
    const nextCharge = match(/^POST \/customers\/([^/]+)\/next-charge$/)
    const outcome = CHARGE_OUTCOMES.find((known) => known === body.outcome)
    if (nextCharge && outcome) {
      admin.setNextChargeOutcome(nextCharge[1], outcome)
      return json(200, { customer: nextCharge[1], outcome })
    }
    if (route === 'GET /charges') return json(200, { data: admin.charges(query.get('customer') ?? undefined) })
    if (route === 'GET /settings') return json(200, admin.settings())
    if (route === 'POST /settings') return json(200, admin.settings(settingsFrom(body)))
    if (route === 'POST /reset') {
      admin.reset()
      return json(200, { reset: true })
    }
    return json(404, { error: `unknown admin route ${route}; GET /_stand-in lists them` })
  } catch (error) {
    return json(400, { error: error instanceof Error ? error.message : String(error) })
  }
}

function settingsFrom(body: Record<string, unknown>): Partial<Settings> {
  const changes: Partial<Settings> = {}
  if (typeof body.strict === 'boolean') changes.strict = body.strict
  if (typeof body.sepaSettlementSeconds === 'number') changes.sepaSettlementSeconds = body.sepaSettlementSeconds
  if (Array.isArray(body.retryDays)) changes.retryDays = body.retryDays.filter((day): day is number => typeof day === 'number')
  if (body.afterLastRetry === 'canceled' || body.afterLastRetry === 'unpaid' || body.afterLastRetry === 'past_due')
    changes.afterLastRetry = body.afterLastRetry
  return changes
}
