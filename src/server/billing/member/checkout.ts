import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { BILLING_ERRORS, type CheckoutChoice } from '@/domain/billing/billingTexts'
import { MEMBERSHIP_PATH, PAYMENT_DONE_PARAM } from '@/domain/billing/memberTexts'
import { findOffer, isUnder27, type Offer, offersFor, priceLookupKey } from '@/domain/billing/offers'
import { isMember } from '@/domain/membership'
import type { User } from '@/payload-types'

import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { siteUrl } from '../../env'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { lockMembership, type MembershipRow } from '../memberships'
import { createCustomer } from '../stripe/customers'
import { ensurePrice } from '../stripe/prices'
import { stripeClient } from '../stripeClient'

/** The member space's page Checkout returns to (B's page). */
export const MEMBERSHIP_PAGE = MEMBERSHIP_PATH

/** The Stripe client, or 409 when billing is off: nothing to pay then. */
export function requireStripe(): Stripe {
  const stripe = stripeClient()
  if (!stripe) throw new ApiError(409, BILLING_ERRORS.billingOff)
  return stripe
}

/** The offer a member asked for, if the settings give it to them now (the under-27 rate checked on their birth date). */
async function chosenOffer(payload: Payload, member: User, choice: CheckoutChoice, now: Date): Promise<Offer> {
  if (!isMember(member)) throw new ApiError(403, BILLING_ERRORS.notMember)
  if (choice.rate === 'under27' && !isUnder27(member.birthDate, now)) throw new ApiError(403, BILLING_ERRORS.under27Refused)
  const offer = findOffer(offersFor((await getSiteSettings(payload)).billing, member, now), choice)
  if (!offer) throw new ApiError(400, BILLING_ERRORS.offerUnavailable)
  return offer
}

/** Whether the membership already holds what a new payment would buy (a test ticket paid still lets one subscribe). */
function alreadyHeld(row: MembershipRow, offer: Offer): boolean {
  if (row.status === 'offered') return true
  if (row.status === 'to_activate' || row.status === 'ended') return false
  return !(row.plan === 'test' && row.stripe_subscription_id === null && offer.plan !== 'test')
}

function sessionParams(member: User, customer: string, offer: Offer, price: Stripe.Price): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    memberId: String(member.id),
    plan: offer.plan,
    interval: offer.interval,
    rate: offer.rate,
    lookupKey: priceLookupKey(offer),
  }
  return {
    mode: offer.interval === 'once' ? 'payment' : 'subscription',
    customer,
    client_reference_id: String(member.id),
    line_items: [{ price: price.id, quantity: 1 }],
    // Apple Pay and Google Pay come with `card` when the account has them on: no card or IBAN reaches us.
    allowed_payment_method_types: ['card', 'sepa_debit'],
    locale: 'fr',
    metadata,
    ...(offer.interval === 'once' ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
    success_url: `${siteUrl()}${MEMBERSHIP_PAGE}?${PAYMENT_DONE_PARAM.name}=${PAYMENT_DONE_PARAM.value}`,
    cancel_url: `${siteUrl()}${MEMBERSHIP_PAGE}`,
  }
}

/**
 * The open session of the same offer, if the member left it unfinished: reused rather than a
 * second one. One left open for another choice is expired, so the member cannot pay for both.
 */
async function openSessionFor(stripe: Stripe, row: MembershipRow, offer: Offer): Promise<Stripe.Checkout.Session | null> {
  if (!row.checkout_session_id) return null
  const session = await stripe.checkout.sessions.retrieve(row.checkout_session_id)
  if (session.status !== 'open') return null
  if (session.metadata?.lookupKey === priceLookupKey(offer)) return session
  await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: `cercle-expire-${session.id}` })
  return null
}

async function rememberSession(tx: Transaction, memberId: number, customer: string, session: Stripe.Checkout.Session): Promise<void> {
  await tx.query(sql`
    UPDATE memberships SET stripe_customer_id = ${customer}, checkout_session_id = ${session.id}, updated_at = now()
     WHERE member_id = ${memberId}`)
}

/**
 * The address of Stripe's hosted Checkout for the member's choice. The membership's row is locked
 * meanwhile: of two requests at once, the second waits and reuses the first's customer and open
 * session, so a member never has two customers or pays twice.
 */
export async function openCheckout(payload: Payload, member: User, choice: CheckoutChoice, now = new Date()): Promise<{ url: string }> {
  const stripe = requireStripe()
  const offer = await chosenOffer(payload, member, choice, now)
  const price = await ensurePrice(stripe, offer)
  return inTransaction(payload, async (tx) => {
    const row = await lockMembership(tx, member.id)
    if (!row) throw new ApiError(403, BILLING_ERRORS.notMember)
    if (alreadyHeld(row, offer)) throw new ApiError(409, BILLING_ERRORS.alreadyActive)
    const open = await openSessionFor(stripe, row, offer)
    if (open?.url) return { url: open.url }
    const customer = row.stripe_customer_id ?? (await createCustomer(stripe, member))
    const session = await stripe.checkout.sessions.create(sessionParams(member, customer, offer, price), {
      idempotencyKey: `cercle-checkout-${member.id}-${randomUUID()}`,
    })
    await rememberSession(tx, member.id, customer, session)
    if (!session.url) throw new ApiError(503, BILLING_ERRORS.stripeUnreachable)
    return { url: session.url }
  })
}
