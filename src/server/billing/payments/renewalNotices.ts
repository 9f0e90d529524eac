import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { frenchLongDate } from '@/domain/applicationStatus'
import { CANCEL_PATH } from '@/domain/billing/cancellationTexts'
import { planName } from '@/domain/billing/memberTexts'
import { RENEWAL_NOTICE } from '@/domain/billing/paymentTexts'

import { renewalNoticeMailText } from './paymentMailTexts'
import { inTransaction, outsideTransaction, sql, type Transaction } from '../../db/transaction'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { siteUrl } from '../../env'
import { getSiteSettings } from '../../settings/siteSettings'
import { lockMembership, recordMembershipEvent } from '../memberships'

type Due = { member_id: number; current_period_end: Date }

const instant = (value: Date | string) => new Date(value).toISOString()

/**
 * The daily round of loi Chatel notices (L215-1): every annual membership that renews in two
 * months or less, and in more than one month, gets one notice for that period. The
 * `renewal_notices` row is written with the mail: the round run twice, or on two instances at
 * once, sends each notice once. A membership cancelled meanwhile gets none (it will not renew).
 * Answers how many were sent.
 */
export async function sendRenewalNotices(payload: Payload, now = new Date()): Promise<number> {
  const start = DateTime.fromJSDate(now)
  const earliest = start.plus({ months: RENEWAL_NOTICE.lastMonthsBefore }).toJSDate()
  const latest = start.plus({ months: RENEWAL_NOTICE.monthsBefore }).toJSDate()
  const due = await outsideTransaction(payload).query<Due>(sql`
    SELECT m.member_id, m.current_period_end FROM memberships m
     WHERE m.status = 'active' AND m.billing_interval = 'year'
       AND m.current_period_end > ${earliest.toISOString()}::timestamptz AND m.current_period_end <= ${latest.toISOString()}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM renewal_notices n WHERE n.member_id = m.member_id AND n.period_end = m.current_period_end)
     ORDER BY m.member_id`)
  let sent = 0
  for (const listed of due) {
    const mailId = await inTransaction(payload, (tx) => noticeOnce(payload, tx, listed, now))
    if (mailId === null) continue
    sent += 1
    await deliverOrRetryLater(payload, mailId)
  }
  return sent
}

/** One member's notice, if the membership still renews on that date and nobody sent it yet. */
async function noticeOnce(payload: Payload, tx: Transaction, listed: Due, now: Date): Promise<number | null> {
  const row = await lockMembership(tx, listed.member_id)
  if (row?.status !== 'active' || row.billing_interval !== 'year' || !row.current_period_end) return null
  if (instant(row.current_period_end) !== instant(listed.current_period_end)) return null
  const claimed = await tx.query(sql`
    INSERT INTO renewal_notices (member_id, period_end, sent_at)
    VALUES (${row.member_id}, ${instant(row.current_period_end)}::timestamptz, ${now.toISOString()}::timestamptz)
    ON CONFLICT DO NOTHING RETURNING member_id`)
  if (claimed.length === 0) return null
  const settings = await getSiteSettings(payload)
  const [to] = await tx.query<{ email: string; first_name: string | null }>(
    sql`SELECT email, first_name FROM users WHERE id = ${row.member_id}`,
  )
  // A cheaper plan chosen for the renewal is what the renewal charges.
  const next = row.next_plan_at !== null && instant(row.next_plan_at) === instant(row.current_period_end)
  const text = renewalNoticeMailText({
    plan: planName(next && row.next_plan ? row.next_plan : row.plan),
    renewsOn: frenchLongDate(row.current_period_end),
    amountCents: next && row.next_amount_cents !== null ? row.next_amount_cents : row.amount_cents,
    href: `${siteUrl()}${CANCEL_PATH}`,
  })
  const composed = await composeMail(settings, { firstName: to.first_name, paragraphs: text.paragraphs })
  const id = await enqueueMail(tx, {
    kind: 'renewal-notice',
    to: to.email,
    subject: mailSubject(settings.brand.name, text.subject),
    ...composed,
  })
  await recordMembershipEvent(tx, row.member_id, 'membership.renewalNotice', { renewsAt: instant(row.current_period_end) })
  return id
}
