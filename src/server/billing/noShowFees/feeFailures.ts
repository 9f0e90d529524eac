import type { Payload } from 'payload'

import { frenchLongDate } from '@/domain/applicationStatus'
import { PAYMENT_LINK_DAYS } from '@/domain/billing/paymentTexts'
import { PAGE_SEO } from '@/domain/pageSeo'

import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { emailedLink } from '../../email/emailedLink'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { planJob, TASKS } from '../../queue/enqueue'
import { getSiteSettings } from '../../settings/siteSettings'
import { memberToken } from '../member/activationToken'
import { paymentGraceEnd } from '../memberships'
import { stripeClient } from '../stripeClient'
import { chargeFee } from './feeCharges'
import { feeFailureMailText } from './feeMailTexts'
import { type FeeRow, journalFee, lockFee } from './feeRecords'
import { type FeeJob, type FeeRetryJob, type FeeStepJob, suspensionKey } from './feeSteps'

/**
 * An unpaid fee's steps run, each once: its `payment_failure_steps` row (keyed by the member, the
 * fee and the step) is written in the transaction of its mail or entry, so a second run (another
 * instance, a retry) finds it and does nothing. Days 3 and 7 retry the charge before mailing, as
 * Stripe retries a failed renewal; a paid retry ends it all.
 */

const feeStepId = (bookingId: number) => `no-show-fee-${bookingId}`

async function claimStep(tx: Transaction, fee: FeeRow, step: string): Promise<boolean> {
  const claimed = await tx.query(sql`
    INSERT INTO payment_failure_steps (member_id, invoice_id, step) VALUES (${fee.member_id}, ${feeStepId(fee.booking_id)}, ${step})
    ON CONFLICT DO NOTHING RETURNING step`)
  return claimed.length > 0
}

/** The fee locked, if it is still unpaid. */
async function stillFailing(tx: Transaction, bookingId: number): Promise<(FeeRow & { failed_at: Date }) | null> {
  const fee = await lockFee(tx, bookingId)
  return fee?.status === 'failed' && fee.failed_at ? (fee as FeeRow & { failed_at: Date }) : null
}

async function dinnerInWords(tx: Transaction, dinnerId: number): Promise<string> {
  const [dinner] = await tx.query<{ title: string; starts_at: Date }>(sql`SELECT title, starts_at FROM dinners WHERE id = ${dinnerId}`)
  return dinner ? `«\u00a0${dinner.title}\u00a0» du ${frenchLongDate(dinner.starts_at)}` : ''
}

/** One step: the retry (from day 3), else the mail, exactly once; the first also plans the suspension. */
export async function runFeeFailureStep(payload: Payload, job: FeeStepJob, now = new Date()): Promise<void> {
  const settings = await getSiteSettings(payload)
  const stripe = stripeClient()
  const mailId = await inTransaction(payload, async (tx) => {
    let fee = await stillFailing(tx, job.bookingId)
    if (!fee || !(await claimStep(tx, fee, `mail-${job.day}`))) return null
    if (job.day > 0 && stripe) {
      const retried = await chargeFee(tx, stripe, fee, `retry-day-${job.day}`, now)
      if (retried.status !== 'failed') return null
      fee = retried as typeof fee
    }
    const graceEnd = paymentGraceEnd(fee.failed_at, settings.billing)
    if (job.day === 0) await planJob(tx, TASKS.noShowFeeSuspension, { bookingId: job.bookingId }, graceEnd, suspensionKey(job.bookingId))
    const [to] = await tx.query<{ email: string; first_name: string | null }>(
      sql`SELECT email, first_name FROM users WHERE id = ${fee.member_id}`,
    )
    const text = feeFailureMailText({
      day: job.day,
      amountCents: fee.amount_cents,
      dinner: await dinnerInWords(tx, fee.dinner_id),
      graceUntil: frenchLongDate(graceEnd),
      suspended: graceEnd.getTime() <= now.getTime(),
      href: emailedLink(PAGE_SEO.paymentMethod.path, memberToken('payment-method', fee.member_id, PAYMENT_LINK_DAYS, now)),
    })
    const composed = await composeMail(settings, { firstName: to.first_name, paragraphs: text.paragraphs })
    const id = await enqueueMail(tx, {
      kind: `no-show-fee-failure-${job.day}`,
      to: to.email,
      subject: mailSubject(settings.brand.name, text.subject),
      ...composed,
      bookingId: fee.booking_id,
    })
    await journalFee(tx, fee, 'noShowFee.reminder', { reminderDay: job.day })
    return id
  })
  if (mailId !== null) await deliverOrRetryLater(payload, mailId)
}

/** The grace is over: the Journal says bookings are suspended (the booking gate reads the failure's start). */
export async function suspendForFee(payload: Payload, job: FeeJob, now = new Date()): Promise<void> {
  const { billing } = await getSiteSettings(payload)
  await inTransaction(payload, async (tx) => {
    const fee = await stillFailing(tx, job.bookingId)
    if (!fee) return
    const graceEnd = paymentGraceEnd(fee.failed_at, billing)
    if (graceEnd.getTime() > now.getTime()) return planJob(tx, TASKS.noShowFeeSuspension, job, graceEnd, suspensionKey(job.bookingId))
    if (await claimStep(tx, fee, 'suspended')) await journalFee(tx, fee, 'noShowFee.suspended')
  })
}

/** The member saved a new payment method: the unpaid fee is charged again now, once per such change. */
export async function retryFee(payload: Payload, job: FeeRetryJob, now = new Date()): Promise<void> {
  const stripe = stripeClient()
  if (!stripe) return
  await inTransaction(payload, async (tx) => {
    const fee = await stillFailing(tx, job.bookingId)
    if (fee) await chargeFee(tx, stripe, fee, `retry-${job.attempt}`, now)
  })
}
