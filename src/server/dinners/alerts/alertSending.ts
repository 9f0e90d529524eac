import type { Payload } from 'payload'

import { BOOK_PARAM, DINNER_ALERT_PATHS } from '@/domain/dinnerAlerts'
import { isMember } from '@/domain/membership'

import { ALERT_MAIL_KIND, alertMailText } from './alertMailTexts'
import { ALERT_MATCHES, type AlertJob } from './alertPlanning'
import { planForBooking } from '../../billing/bookingGate'
import { inTransaction, intArray, sql, type Transaction } from '../../db/transaction'
import { emailedLink } from '../../email/emailedLink'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { unsubscribeToken } from '../../email/unsubscribeToken'
import { siteUrl } from '../../env'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'

type Told = { id: number; title: string; starts_at: Date; city: string; theme: string }

/** Whether the member may book now (approved, a membership that allows it): else they are not told. */
async function mayBook(payload: Payload, tx: Transaction, userId: number): Promise<boolean> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req: tx.req }).catch(() => null)
  if (!user || !isMember(user)) return false
  const { billing } = await getSiteSettings(payload)
  try {
    await planForBooking(tx, user, billing, new Date())
    return true
  } catch (error) {
    if (error instanceof ApiError) return false
    throw error
  }
}

/**
 * A member's alert of the day: the dinners waiting for them that still match and that they have
 * not booked, each recorded as told in the transaction that queues the mail. The recorded pair's
 * primary key, and the waiting rows deleted under their lock, make a second run (a retry, another
 * instance) find nothing left to tell.
 */
async function queueAlert(payload: Payload, tx: Transaction, { userId, day }: AlertJob): Promise<number | null> {
  if (!(await mayBook(payload, tx, userId))) {
    await tx.query(sql`DELETE FROM dinner_alert_pending WHERE user_id = ${userId}`)
    return null
  }
  const told = await tx.query<Told>(sql`
    WITH due AS (DELETE FROM dinner_alert_pending WHERE user_id = ${userId} RETURNING dinner_id),
    fresh AS (
      INSERT INTO dinner_alert_sends (user_id, dinner_id, day)
      SELECT ${userId}, d.id, ${day}::date FROM due JOIN dinners d ON d.id = due.dinner_id
        JOIN dinner_alert_prefs p ON p.user_id = ${userId}
       WHERE d.status = 'published' AND d.starts_at > now() AND ${ALERT_MATCHES}
         AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.dinner_id = d.id AND b.member_id = ${userId}
                            AND b.status IN ('booked', 'waitlisted', 'attended'))
      ON CONFLICT DO NOTHING RETURNING dinner_id)
    SELECT d.id, d.title, d.starts_at, d.city, d.theme::text AS theme FROM fresh JOIN dinners d ON d.id = fresh.dinner_id
     ORDER BY d.starts_at, d.id`)
  if (told.length === 0) return null
  const [to] = await tx.query<{ email: string; first_name: string | null }>(sql`SELECT email, first_name FROM users WHERE id = ${userId}`)
  const settings = await getSiteSettings(payload)
  const site = siteUrl()
  const token = unsubscribeToken(userId, new Date(), 'dinner-alerts')
  const text = alertMailText({
    dinners: told.map((dinner) => ({
      ...dinner,
      startsAt: dinner.starts_at,
      bookHref: `${site}/status?${new URLSearchParams({ [BOOK_PARAM]: String(dinner.id) })}`,
    })),
    unsubscribeHref: emailedLink(DINNER_ALERT_PATHS.unsubscribePage, token),
  })
  const composed = await composeMail(settings, {
    firstName: to.first_name,
    paragraphs: text.paragraphs,
    unsubscribe: text.unsubscribe,
  })
  const mailId = await enqueueMail(tx, {
    kind: ALERT_MAIL_KIND,
    to: to.email,
    subject: mailSubject(settings.brandName, text.subject),
    ...composed,
    headers: {
      // RFC 2369 and RFC 8058: the https address takes a POST « List-Unsubscribe=One-Click ».
      'List-Unsubscribe': `<${site}${DINNER_ALERT_PATHS.oneClick}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
  await tx.query(sql`UPDATE dinner_alert_sends SET mail_id = ${mailId}
                      WHERE user_id = ${userId} AND dinner_id = ANY(${intArray(told.map((dinner) => dinner.id))}::int[])`)
  return mailId
}

/** The job queue's task: one mail (or none) for the member and day. */
export async function sendDinnerAlert(payload: Payload, job: AlertJob): Promise<number | null> {
  const mailId = await inTransaction(payload, (tx) => queueAlert(payload, tx, job))
  if (mailId !== null) await deliverOrRetryLater(payload, mailId)
  return mailId
}
