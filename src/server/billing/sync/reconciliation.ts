import type { Payload } from 'payload'
import Stripe from 'stripe'

import { applySubscription, type OnMembershipEnded } from './applyStripe'
import { inTransaction, outsideTransaction, sql } from '../../db/transaction'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { getSiteSettings } from '../../settings/siteSettings'
import { type Drift, reconciliationMailText } from '../billingMailTexts'
import { lockMembership } from '../memberships'
import { stripeClient } from '../stripeClient'

const unknownToStripe = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'

/** Memberships read per page, so the night's run never holds the whole table. */
const PAGE = 100

type Listed = { member_id: number; stripe_subscription_id: string; email: string; first_name: string | null; last_name: string | null }

/**
 * The nightly check (DESIGN §14): every membership with a subscription compared with what Stripe
 * holds now. A webhook lost or a change made in Stripe's dashboard is a drift: the row follows
 * Stripe, with a `membership.reconciled` entry in the same transaction, and the team gets one mail
 * listing them. Answers the drifts found.
 */
export async function reconcileMemberships(payload: Payload, ending: OnMembershipEnded): Promise<Drift[]> {
  const stripe = stripeClient()
  if (!stripe) return []
  const drifts: Drift[] = []
  for (let after = 0; ;) {
    const rows = await outsideTransaction(payload).query<Listed>(sql`
      SELECT m.member_id, m.stripe_subscription_id, u.email, u.first_name, u.last_name
        FROM memberships m JOIN users u ON u.id = m.member_id
       WHERE m.stripe_subscription_id IS NOT NULL AND m.member_id > ${after} ORDER BY m.member_id LIMIT ${PAGE}`)
    for (const listed of rows) {
      const drift = await inTransaction(payload, async (tx) => {
        const row = await lockMembership(tx, listed.member_id)
        if (!row?.stripe_subscription_id) return null
        const now = await applySubscription(tx, stripe, row, row.stripe_subscription_id, ending, 'membership.reconciled').catch(
          (error: unknown) => {
            // A subscription Stripe does not know (deleted in a test account, another account's key):
            // one row left as it is, and the night's check goes on with the others.
            if (!unknownToStripe(error)) throw error
            console.warn(`[billing] subscription ${row.stripe_subscription_id} of member ${row.member_id} is unknown to Stripe`)
            return row
          },
        )
        if (now === row) return null
        const name = [listed.first_name, listed.last_name].filter(Boolean).join(' ') || listed.email
        return { name, email: listed.email, before: row.status, after: now.status }
      })
      if (drift) drifts.push(drift)
    }
    if (rows.length < PAGE) break
    after = rows[rows.length - 1].member_id
  }
  if (drifts.length > 0) await reportDrifts(payload, drifts)
  return drifts
}

async function reportDrifts(payload: Payload, drifts: Drift[]): Promise<void> {
  const settings = await getSiteSettings(payload)
  const text = reconciliationMailText(drifts)
  const composed = await composeMail(settings, { paragraphs: text.paragraphs, toTeam: true })
  const id = await inTransaction(payload, (tx) =>
    enqueueMail(tx, {
      kind: 'membership-reconciliation',
      to: settings.contactEmail,
      subject: mailSubject(settings.brandName, text.subject),
      ...composed,
    }),
  )
  await deliverOrRetryLater(payload, id)
}
