import type { Payload } from 'payload'
import { z } from 'zod'

import { frenchLongDate } from '@/domain/applicationStatus'
import { PAYMENT_LINK_DAYS, PAYMENT_REMINDER_DAYS } from '@/domain/billing/paymentTexts'
import { PAGE_SEO } from '@/domain/pageSeo'
import { DAY_MS } from '@/domain/time'

import { paymentFailureMailText } from './paymentMailTexts'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { emailedLink } from '../../email/emailedLink'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { dropJob, planJob, TASKS } from '../../queue/enqueue'
import { getSiteSettings } from '../../settings/siteSettings'
import { memberToken } from '../member/activationToken'
import { lockMembership, type MembershipRow, paymentGraceEnd, recordMembershipEvent } from '../memberships'

/**
 * A failed renewal's steps (the sync sees the subscription past_due): a mail at once, on day 3 and
 * on day 7, and the suspension once the settings' grace is over. Each is a job on the queue under
 * a key of the member, the failed invoice and the step, and each writes its `payment_failure_steps`
 * row in the transaction of its mail or Journal entry: a second run (another instance, a retry)
 * finds it and does nothing. A successful retry removes the steps still planned.
 */

export const paymentFailureJob = z.object({
  memberId: z.number().int(),
  invoiceId: z.string(),
  day: z.union(PAYMENT_REMINDER_DAYS.map((day) => z.literal(day))),
})
export type PaymentFailureJob = z.infer<typeof paymentFailureJob>

export const paymentSuspensionJob = z.object({ memberId: z.number().int(), invoiceId: z.string() })
type PaymentSuspensionJob = z.infer<typeof paymentSuspensionJob>

const mailKey = (memberId: number, invoiceId: string, day: number) => `payment-failure:${memberId}:${invoiceId}:${day}`
const suspensionKey = (memberId: number, invoiceId: string) => `payment-suspension:${memberId}:${invoiceId}`

/** The page the failed-payment mails link to: its button opens Stripe's portal on the payment method. */
const paymentMethodLink = (memberId: number, now?: Date): string =>
  emailedLink(PAGE_SEO.paymentMethod.path, memberToken('payment-method', memberId, PAYMENT_LINK_DAYS, now))

/**
 * Plans or drops the failure's steps after a change of the membership, in its transaction: a new
 * failed invoice plans the mails (the first at once, the others counted from the failure); the
 * failure over (paid, ended, another invoice) drops what is still planned for it.
 */
export async function followPaymentFailure(tx: Transaction, before: MembershipRow, after: MembershipRow, now = new Date()): Promise<void> {
  const failing = after.status === 'past_due' ? after.failed_invoice_id : null
  const was = before.status === 'past_due' ? before.failed_invoice_id : null
  if (was && was !== failing) {
    for (const day of PAYMENT_REMINDER_DAYS) await dropJob(tx, mailKey(before.member_id, was, day))
    await dropJob(tx, suspensionKey(before.member_id, was))
  }
  if (!failing || failing === was) return
  const failedAt = new Date(after.payment_failed_at ?? now).getTime()
  for (const day of PAYMENT_REMINDER_DAYS) {
    const runAt = new Date(Math.max(now.getTime(), failedAt + day * DAY_MS))
    await planJob(
      tx,
      TASKS.paymentFailureMail,
      { memberId: after.member_id, invoiceId: failing, day },
      runAt,
      mailKey(after.member_id, failing, day),
    )
  }
}

/** The row of a step, claimed once; false when it was done already. */
async function claimStep(tx: Transaction, memberId: number, invoiceId: string, step: string): Promise<boolean> {
  const claimed = await tx.query(sql`
    INSERT INTO payment_failure_steps (member_id, invoice_id, step) VALUES (${memberId}, ${invoiceId}, ${step})
    ON CONFLICT DO NOTHING RETURNING step`)
  return claimed.length > 0
}

/** The membership locked, if it is still failing on this invoice. */
async function stillFailing(
  tx: Transaction,
  memberId: number,
  invoiceId: string,
): Promise<(MembershipRow & { payment_failed_at: Date }) | null> {
  const row = await lockMembership(tx, memberId)
  if (!row || row.status !== 'past_due' || row.failed_invoice_id !== invoiceId || !row.payment_failed_at) return null
  return row as MembershipRow & { payment_failed_at: Date }
}

/** One reminder mail, exactly once; the first also plans the suspension at the grace's end. */
export async function sendPaymentFailureMail(payload: Payload, job: PaymentFailureJob, now = new Date()): Promise<void> {
  const settings = await getSiteSettings(payload)
  const mailId = await inTransaction(payload, async (tx) => {
    const row = await stillFailing(tx, job.memberId, job.invoiceId)
    if (!row || !(await claimStep(tx, job.memberId, job.invoiceId, `mail-${job.day}`))) return null
    const graceEnd = paymentGraceEnd(row.payment_failed_at, settings.billing)
    if (job.day === 0) await planJob(tx, TASKS.paymentSuspension, job, graceEnd, suspensionKey(job.memberId, job.invoiceId))
    const [to] = await tx.query<{ email: string; first_name: string | null }>(
      sql`SELECT email, first_name FROM users WHERE id = ${job.memberId}`,
    )
    const text = paymentFailureMailText({
      day: job.day,
      amountCents: row.amount_cents,
      graceUntil: frenchLongDate(graceEnd),
      suspended: graceEnd.getTime() <= now.getTime(),
      href: paymentMethodLink(job.memberId, now),
    })
    const composed = await composeMail(settings, { firstName: to.first_name, paragraphs: text.paragraphs })
    const id = await enqueueMail(tx, {
      kind: `payment-failure-${job.day}`,
      to: to.email,
      subject: mailSubject(settings.brand.name, text.subject),
      ...composed,
    })
    await recordMembershipEvent(tx, job.memberId, 'membership.paymentReminder', { reminderDay: job.day })
    return id
  })
  if (mailId !== null) await deliverOrRetryLater(payload, mailId)
}

/**
 * The grace is over: the Journal says the membership is suspended (the booking gate reads the
 * failure's start and the settings, so bookings stop on time even if this job runs late). A grace
 * lengthened in the settings since plans it again at its new end.
 */
export async function suspendAfterGrace(payload: Payload, job: PaymentSuspensionJob, now = new Date()): Promise<void> {
  const { billing } = await getSiteSettings(payload)
  await inTransaction(payload, async (tx) => {
    const row = await stillFailing(tx, job.memberId, job.invoiceId)
    if (!row) return
    const graceEnd = paymentGraceEnd(row.payment_failed_at, billing)
    if (graceEnd.getTime() > now.getTime())
      return planJob(tx, TASKS.paymentSuspension, job, graceEnd, suspensionKey(job.memberId, job.invoiceId))
    if (await claimStep(tx, job.memberId, job.invoiceId, 'suspended'))
      await recordMembershipEvent(tx, job.memberId, 'membership.suspended', {
        paymentFailedAt: new Date(row.payment_failed_at).toISOString(),
      })
  })
}
