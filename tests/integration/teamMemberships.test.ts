import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as membershipsExport from '@/app/(frontend)/api/admin/exports/memberships.csv/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import * as meRoute from '@/app/(frontend)/api/me/route'
import { purgeKeptBillingRecords } from '@/server/account/keptBillingRecords'
import { erasedPersonLabel } from '@/server/audit/auditLog'
import { pool } from '@/server/db/pool'
import { inTransaction } from '@/server/db/transaction'

import { adminCookie, call, editorCookie, ready } from './support/api'
import { type Member, member } from './support/dinners'
import { type StripeStandIn, startStripeStandIn } from '../../tooling/stripe'
import { GOOD_CARD, once, stripeFor, submit } from '../support/stripeStandIn'

const YEAR = 365.25 * 24 * 60 * 60 * 1000

let admin: string

const db = async () => pool(await ready())
/** What a spreadsheet reads: « ; »-separated rows. */
const sheet = (text: string) => parse(text, { delimiter: ';' }) as string[][]

/** A member's membership as Stripe's webhooks would have left it (the writer is billing-core's, tested there). */
async function membership(who: Member, row: Record<string, unknown>): Promise<void> {
  const columns = { status: 'active', plan: 'premium', billing_interval: 'month', rate: 'founder', amount_cents: 7900, ...row }
  const names = Object.keys(columns)
  await (
    await db()
  ).query(
    `INSERT INTO memberships (member_id, ${names.join(', ')}) VALUES ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT (member_id) DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}`,
    [who.id, ...Object.values(columns)],
  )
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('GET /api/admin/exports/memberships.csv', () => {
  it('every membership for the accountant: TTC amounts a spreadsheet adds up, Stripe’s ids, hostile cells neutralised, in the Journal', async () => {
    const paying = await member({ lastName: `Payant${Date.now()}` })
    await membership(paying, {
      stripe_customer_id: 'cus_compta1',
      stripe_subscription_id: 'sub_compta1',
      last_payment_at: new Date('2026-12-02T09:00:00Z'),
      last_payment_cents: 7900,
    })
    const offered = await member({ lastName: '=HYPERLINK("https://evil.example","Cliquez")' })
    await membership(offered, { status: 'offered', amount_cents: 2300, plan: 'essential', offered_reason: '@SUM(1+1)' })

    const res = await call(membershipsExport.GET, { cookie: admin, path: '/api/admin/exports/memberships.csv' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="adhesions-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = sheet(res.text)
    const byId = (id: number) => Object.fromEntries(header.map((name, i) => [name, rows.find((row) => row[0] === String(id))?.[i]]))
    expect(byId(paying.id)).toMatchObject({
      Formule: 'Premium',
      Fréquence: 'par mois',
      Tarif: 'Tarif fondateur',
      Statut: 'Active',
      'Montant TTC (€)': '79,00',
      'Dernier paiement le': '2026-12-02 10:00',
      'Dernier paiement TTC (€)': '79,00',
      'Client Stripe': 'cus_compta1',
      'Abonnement Stripe': 'sub_compta1',
    })
    expect(byId(offered.id)).toMatchObject({
      Nom: '\'=HYPERLINK("https://evil.example","Cliquez")',
      Statut: 'Offerte',
      'Montant TTC (€)': '23,00',
      'Raison (offerte)': "'@SUM(1+1)",
    })

    const filtered = await call(membershipsExport.GET, { cookie: admin, path: '/api/admin/exports/memberships.csv?status=offered' })
    const statuses = new Set(
      sheet(filtered.text)
        .slice(1)
        .map((row) => row[7]),
    )
    expect([...statuses]).toEqual(['Offerte'])
    const { rows: logged } = await (
      await db()
    ).query<{ changes: Record<string, unknown[]> }>(
      "SELECT changes FROM audit_log WHERE kind = 'export.csv' AND record_id = 'memberships' ORDER BY id DESC LIMIT 1",
    )
    expect(logged[0].changes).toEqual({ export: [null, 'Adhésions'], status: [null, 'offered'] })
  })

  it('refuses an unknown status in French, a visitor, an editor and a member', async () => {
    const path = '/api/admin/exports/memberships.csv?status=payee'
    expect(await call(membershipsExport.GET, { cookie: admin, path })).toMatchObject({
      status: 400,
      body: { message: 'Choisissez un statut parmi ceux de la liste.' },
    })
    expect((await call(membershipsExport.GET, { path })).status).toBe(401)
    for (const cookie of [await editorCookie(), (await member()).cookie]) {
      const refused = await call(membershipsExport.GET, { cookie, path: '/api/admin/exports/memberships.csv' })
      expect(refused.status).toBe(403)
      expect(refused.headers.get('content-type')).not.toMatch(/csv/)
    }
  })
})

describe('erasure and the member’s own data', () => {
  it('the export holds the membership; erasure keeps its billing facts under the Journal’s pseudonym for ten years, then they go', async () => {
    const paying = await member()
    await membership(paying, {
      stripe_customer_id: `cus_efface${paying.id}`,
      stripe_subscription_id: `sub_efface${paying.id}`,
      last_payment_at: new Date('2026-11-02T09:00:00Z'),
      last_payment_cents: 7900,
    })
    const mine = await call(exportRoute.GET, { method: 'GET', cookie: paying.cookie })
    expect(mine.body.membership).toMatchObject({
      status: 'active',
      plan: 'premium',
      amountCentsTaxIncluded: 7900,
      stripeCustomerId: `cus_efface${paying.id}`,
    })
    const neverPaid = await member()
    await membership(neverPaid, { status: 'to_activate' })

    expect((await call(meRoute.DELETE, { method: 'DELETE', cookie: paying.cookie })).status).toBe(200)
    expect((await call(meRoute.DELETE, { method: 'DELETE', cookie: neverPaid.cookie })).status).toBe(200)
    const { rows } = await (
      await db()
    ).query(`SELECT * FROM kept_billing_records WHERE stripe_customer_id = $1 OR pseudonym = $2`, [
      `cus_efface${paying.id}`,
      erasedPersonLabel(neverPaid.id),
    ])
    expect(rows).toHaveLength(1)
    const [kept] = rows
    expect(kept).toMatchObject({ pseudonym: erasedPersonLabel(paying.id), plan: 'premium', amount_cents: 7900, last_payment_cents: 7900 })
    expect(JSON.stringify(kept)).not.toContain(paying.email)
    expect(new Date(kept.keep_until).getTime() - Date.now()).toBeGreaterThan(9.99 * YEAR)

    const payload = await ready()
    await inTransaction(payload, (tx) => purgeKeptBillingRecords(tx, new Date(Date.now() + 9 * YEAR)))
    expect((await (await db()).query('SELECT 1 FROM kept_billing_records WHERE id = $1', [kept.id])).rows).toHaveLength(1)
    await inTransaction(payload, (tx) => purgeKeptBillingRecords(tx, new Date(Date.now() + 11 * YEAR)))
    expect((await (await db()).query('SELECT 1 FROM kept_billing_records WHERE id = $1', [kept.id])).rows).toHaveLength(0)
  })
})

describe('erasure with billing on', () => {
  let standIn: StripeStandIn

  beforeAll(async () => {
    standIn = await startStripeStandIn()
    vi.stubEnv('STRIPE_SECRET_KEY', standIn.secretKey)
    vi.stubEnv('STRIPE_API_URL', standIn.url)
  })

  afterAll(async () => {
    vi.unstubAllEnvs()
    await standIn.stop()
  })

  it('ends the member’s subscription at Stripe before the account goes: nobody is charged for an erased account', async () => {
    const stripe = stripeFor(standIn)
    const product = await stripe.products.create({ name: 'Premium' }, once())
    const price = await stripe.prices.create(
      { product: product.id, unit_amount: 7900, currency: 'eur', recurring: { interval: 'month' } },
      once(),
    )
    const session = await stripe.checkout.sessions.create(
      { mode: 'subscription', line_items: [{ price: price.id, quantity: 1 }], success_url: 'http://localhost:3000/status/adhesion' },
      once(),
    )
    const paying = await member()
    expect((await submit(session.url ?? '', { ...GOOD_CARD, email: paying.email })).status).toBe(303)
    const paid = await stripe.checkout.sessions.retrieve(session.id)
    await membership(paying, {
      stripe_customer_id: String(paid.customer),
      stripe_subscription_id: String(paid.subscription),
      last_payment_at: new Date(),
      last_payment_cents: 7900,
    })

    expect((await call(meRoute.DELETE, { method: 'DELETE', cookie: paying.cookie })).status).toBe(200)
    expect((await stripe.subscriptions.retrieve(String(paid.subscription))).status).toBe('canceled')
    const { rows } = await (await db()).query('SELECT 1 FROM kept_billing_records WHERE stripe_subscription_id = $1', [paid.subscription])
    expect(rows).toHaveLength(1)
  })

  it('keeps the account whole when Stripe cannot be reached, and says so in French', async () => {
    const paying = await member()
    await membership(paying, { stripe_customer_id: 'cus_injoignable', stripe_subscription_id: 'sub_injoignable' })
    vi.stubEnv('STRIPE_API_URL', 'http://127.0.0.1:9')
    try {
      expect(await call(meRoute.DELETE, { method: 'DELETE', cookie: paying.cookie })).toMatchObject({
        status: 503,
        body: { message: 'Le service de paiement ne répond pas. Veuillez réessayer dans quelques instants.' },
      })
    } finally {
      vi.stubEnv('STRIPE_API_URL', standIn.url)
    }
    expect((await (await db()).query('SELECT 1 FROM users WHERE id = $1', [paying.id])).rows).toHaveLength(1)
  })
})
