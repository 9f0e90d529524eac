import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type Stripe from 'stripe'
import { afterAll, beforeAll, expect } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as webhook from '@/app/(frontend)/api/billing/stripe/route'
import * as activation from '@/app/(frontend)/api/membership/activation/route'
import { pool } from '@/server/db/pool'

import { adminCookie, call, completedApplicant, mailedToken, ready } from './api'
import { startStripeStandIn, type StripeStandIn } from '../../../tooling/stripe'
import { GOOD_CARD, stripeFor, submit } from '../../support/stripeStandIn'

type Handler = (req: Request, context: unknown) => Promise<Response>

/**
 * The app's webhook route behind a real HTTP address, for the stand-in to deliver to: each
 * delivery becomes a Request handed to the route handler, as Next would, with the raw body.
 */
async function serveWebhookRoute(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const headers = new Headers({ 'content-type': String(request.headers['content-type'] ?? 'application/json') })
      if (request.headers['stripe-signature']) headers.set('stripe-signature', String(request.headers['stripe-signature']))
      const req = new Request('http://localhost:3000/api/billing/stripe', { method: 'POST', headers, body: Buffer.concat(chunks) })
      ;(webhook.POST as Handler)(req, { params: Promise.resolve({}) })
        .then(async (res) => response.writeHead(res.status, { 'content-type': 'application/json' }).end(await res.text()))
        .catch(() => response.writeHead(500).end())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/api/billing/stripe`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

export type Billing = { standIn: StripeStandIn; stripe: Stripe; webhookUrl: string; stop: () => Promise<void> }

/** The stand-in, its keys in the environment (billing on), delivering its events to the webhook route. */
async function startBilling(): Promise<Billing> {
  const standIn = await startStripeStandIn({ now: new Date(), webhookRetryDelaysMs: [50, 100] })
  const route = await serveWebhookRoute()
  standIn.admin.addWebhookEndpoint(route.url)
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_API_URL: standIn.url,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
  })
  return {
    standIn,
    stripe: stripeFor(standIn),
    webhookUrl: route.url,
    stop: async () => {
      delete process.env.STRIPE_SECRET_KEY
      delete process.env.STRIPE_API_URL
      delete process.env.STRIPE_WEBHOOK_SECRET
      await standIn.stop()
      await route.stop()
    },
  }
}

export type MembershipState = { status: string; plan: string; stripe_customer_id: string | null; stripe_subscription_id: string | null }

export async function membershipOf(memberId: number): Promise<MembershipState | undefined> {
  const { rows } = await pool(await ready()).query<MembershipState>(
    'SELECT status, plan, stripe_customer_id, stripe_subscription_id FROM memberships WHERE member_id = $1',
    [memberId],
  )
  return rows[0]
}

/** The Journal's membership entries about a member. */
export async function membershipEntries(
  memberId: number,
): Promise<{ kind: string; actor_label: string | null; changes: Record<string, unknown> }[]> {
  const { rows } = await pool(await ready()).query(
    "SELECT kind, actor_label, changes FROM audit_log WHERE subject_id = $1 AND kind LIKE 'membership.%' ORDER BY id",
    [memberId],
  )
  return rows
}

/** A test file's billing: the stand-in started before its tests (billing on) and stopped after, and an admin's session. */
export function billingSuite(): { billing: Billing; admin: string } {
  const suite = {} as { billing: Billing; admin: string }
  beforeAll(async () => {
    await ready()
    suite.admin = await adminCookie()
    suite.billing = await startBilling()
  })
  afterAll(async () => {
    await suite.billing?.stop()
  })
  return suite
}

/** An applicant approved by the team, who then pays `choice` by card on the stand-in from the mailed link: active. */
export async function subscribedMember(
  suite: { billing: Billing; admin: string },
  choice: { plan: string; interval: string; rate: string },
) {
  const applicant = await completedApplicant()
  const approval = await call(review.POST, {
    cookie: suite.admin,
    body: { action: 'approve', notes: '' },
    params: { id: String(applicant.id) },
  })
  expect(approval.status).toBe(200)
  const token = await mailedToken(applicant.email, 'acceptée', '/activation')
  const opened = await call(activation.POST, { body: { token, ...choice } })
  expect(opened.status).toBe(200)
  expect((await submit(opened.body.url, { ...GOOD_CARD, email: applicant.email })).status).toBe(303)
  await suite.billing.standIn.admin.settled()
  expect(await membershipOf(applicant.id)).toMatchObject({ status: 'active' })
  return applicant
}
