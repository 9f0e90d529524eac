import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { frenchLongDate } from '@/domain/applicationStatus'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import {
  CANCELLATION_ERRORS,
  CANCELLATION_MAILS,
  type CancellationPreview,
  cancellationTakesEffect,
} from '@/domain/billing/cancellationTexts'
import { MEMBERSHIP_PATH } from '@/domain/billing/memberTexts'
import { fill } from '@/domain/fill'
import { isMember } from '@/domain/membership'
import type { User } from '@/payload-types'

import { requireStripe } from './checkout'
import { retentionOfferFor } from './retentionOffer'
import { auditPeople } from '../../audit/auditLog'
import { inTransaction, outsideTransaction, sql, type Transaction } from '../../db/transaction'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { siteUrl } from '../../env'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { changeMembership, lockMembership, membershipRow, type MembershipRow } from '../memberships'

/**
 * « Résilier mon adhésion »: Stripe asked to end the subscription at the end of the period paid,
 * never before the minimum commitment, and our row changed with its Journal entry and the
 * member's mail in one transaction. The row is locked throughout: of two tabs confirming at once,
 * the second finds the membership already cancelled.
 */

type Queryable = Pick<Transaction, 'query'>

/** The member's subscription that may be cancelled (or undone), or the route's refusal. */
function cancellable(member: User, row: MembershipRow | null): MembershipRow & { stripe_subscription_id: string } {
  if (!isMember(member) || !row) throw new ApiError(403, BILLING_ERRORS.notMember)
  const running = ['active', 'cancelling', 'paused', 'past_due'].includes(row.status)
  if (!running || !row.stripe_subscription_id) throw new ApiError(409, CANCELLATION_ERRORS.nothingToCancel)
  return row as MembershipRow & { stripe_subscription_id: string }
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000)
const periodEndOf = (subscription: Stripe.Subscription): Date =>
  new Date((subscription.items.data[0]?.current_period_end ?? subscription.start_date) * 1000)

/** When confirming now would end the membership, from Stripe's subscription and the settings' minimum. */
function effectOf(subscription: Stripe.Subscription, minimumMonths: number) {
  return cancellationTakesEffect(periodEndOf(subscription), new Date(subscription.start_date * 1000), minimumMonths)
}

async function dinnersFrom(db: Queryable, memberId: number, from: Date): Promise<CancellationPreview['dinnersAfter']> {
  const rows = await db.query<{ title: string; starts_at: Date }>(sql`
    SELECT d.title, d.starts_at FROM bookings b JOIN dinners d ON d.id = b.dinner_id
     WHERE b.member_id = ${memberId} AND b.status IN ('booked', 'waitlisted') AND d.starts_at >= ${from.toISOString()}
     ORDER BY d.starts_at`)
  return rows.map((row) => ({ title: row.title, startsAt: new Date(row.starts_at).toISOString() }))
}

/** What confirming would do (or, once cancelled, until when it runs): shown before the member confirms. */
export async function previewCancellation(payload: Payload, member: User): Promise<CancellationPreview> {
  const stripe = requireStripe()
  const db = outsideTransaction(payload)
  const row = cancellable(member, await membershipRow(db, member.id))
  const { billing } = await getSiteSettings(payload)
  const minimumMonths = billing.minimumCommitmentMonths
  const subscription = await stripe.subscriptions.retrieve(row.stripe_subscription_id)
  const cancelling = row.status === 'cancelling' && row.cancel_at !== null
  const effect = cancelling
    ? { date: new Date(row.cancel_at as Date), minimumApplies: new Date(row.cancel_at as Date) > periodEndOf(subscription) }
    : effectOf(subscription, minimumMonths)
  return {
    cancelling,
    effectiveDate: effect.date.toISOString(),
    minimumApplies: effect.minimumApplies,
    minimumMonths,
    dinnersAfter: await dinnersFrom(db, member.id, effect.date),
    retentionOffer: cancelling ? null : await retentionOfferFor(db, member, row, billing, new Date()),
  }
}

async function queueMemberMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  member: User,
  kind: string,
  mail: { subject: string; lines: readonly string[]; action: string },
  date: Date,
): Promise<number> {
  const lines = mail.lines.map((line) => fill(line, { date: frenchLongDate(date) }))
  const composed = await composeMail(settings, {
    firstName: member.firstName,
    paragraphs: [...lines, { label: mail.action, href: `${siteUrl()}${MEMBERSHIP_PATH}` }],
  })
  return enqueueMail(tx, { kind, to: member.email, subject: mailSubject(settings.brandName, mail.subject), ...composed })
}

/**
 * Stripe's change keyed by what it does and the row it starts from: a retry or a second tab never
 * repeats it, and a cancellation after an undo is a new one (the row's last write moved on, even
 * where its status did not: a renewal unpaid stays so through both).
 */
const keyOf = (action: string, row: MembershipRow) =>
  `cercle-${action}-${row.member_id}-${row.stripe_subscription_id}-${new Date(row.updated_at).getTime()}`

/** The member cancels: the end date sent to Stripe, the row and its Journal entry, the confirmation mail. */
export async function cancelMembership(payload: Payload, member: User): Promise<CancellationPreview> {
  const stripe = requireStripe()
  const settings = await getSiteSettings(payload)
  const minimumMonths = settings.billing.minimumCommitmentMonths
  const { mail, effect } = await inTransaction(payload, async (tx) => {
    const row = cancellable(member, await lockMembership(tx, member.id))
    if (row.cancel_at !== null) throw new ApiError(409, CANCELLATION_ERRORS.alreadyCancelling)
    const subscription = await stripe.subscriptions.retrieve(row.stripe_subscription_id)
    const effect = effectOf(subscription, minimumMonths)
    // Past the period paid, Stripe renews until the date, then ends: nothing is charged after it.
    const end: Stripe.SubscriptionUpdateParams = effect.minimumApplies
      ? { cancel_at: seconds(effect.date) }
      : { cancel_at_period_end: true }
    await stripe.subscriptions.update(row.stripe_subscription_id, end, { idempotencyKey: keyOf('cancel', row) })
    const actor = (await auditPeople(tx, [member.id])).get(member.id) ?? null
    // A renewal unpaid stays so until it is settled (its reminders and grace go on): only its end is set.
    const status = row.status === 'past_due' ? undefined : 'cancelling'
    await changeMembership(tx, row, { status, cancel_at: effect.date }, { kind: 'membership.cancelled', actor })
    return { mail: await queueMemberMail(settings, tx, member, 'membership-cancelled', CANCELLATION_MAILS.confirmed, effect.date), effect }
  })
  await deliverOrRetryLater(payload, mail)
  return {
    cancelling: true,
    effectiveDate: effect.date.toISOString(),
    minimumApplies: effect.minimumApplies,
    minimumMonths,
    dinnersAfter: await dinnersFrom(outsideTransaction(payload), member.id, effect.date),
    retentionOffer: null,
  }
}

/** The member changes their mind before the date: Stripe's end cleared, the membership running again. */
export async function undoCancellation(payload: Payload, member: User, now = new Date()): Promise<void> {
  const stripe = requireStripe()
  const settings = await getSiteSettings(payload)
  const mail = await inTransaction(payload, async (tx) => {
    const row = cancellable(member, await lockMembership(tx, member.id))
    if (!row.cancel_at || (row.status !== 'cancelling' && row.status !== 'past_due'))
      throw new ApiError(409, CANCELLATION_ERRORS.notCancelling)
    if (new Date(row.cancel_at).getTime() <= now.getTime()) throw new ApiError(409, CANCELLATION_ERRORS.tooLateToUndo)
    const subscription = await stripe.subscriptions.retrieve(row.stripe_subscription_id)
    const keep: Stripe.SubscriptionUpdateParams = subscription.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: '' }
    await stripe.subscriptions.update(row.stripe_subscription_id, keep, { idempotencyKey: keyOf('keep', row) })
    const actor = (await auditPeople(tx, [member.id])).get(member.id) ?? null
    // Back to what it was before: paused until its date, or unpaid, or running.
    const paused = row.paused_until !== null && new Date(row.paused_until).getTime() > now.getTime()
    const status = row.status === 'past_due' ? undefined : paused ? 'paused' : 'active'
    await changeMembership(tx, row, { status, cancel_at: null }, { kind: 'membership.cancellationUndone', actor })
    return queueMemberMail(settings, tx, member, 'membership-cancellation-undone', CANCELLATION_MAILS.undone, new Date(row.cancel_at))
  })
  await deliverOrRetryLater(payload, mail)
}
