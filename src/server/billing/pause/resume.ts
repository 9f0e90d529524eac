import type { Payload } from 'payload'
import { z } from 'zod'

import { frenchLongDate } from '@/domain/applicationStatus'
import { MEMBERSHIP_PATH } from '@/domain/billing/memberTexts'
import { PAUSE_MAIL_TEXTS } from '@/domain/billing/pauseTexts'

import { inTransaction, sql } from '../../db/transaction'
import { composeMail } from '../../email/layout'
import { mailSubject } from '../../email/mailContent'
import { deliverOrRetryLater, enqueueMail } from '../../email/outbox'
import { siteUrl } from '../../env'
import { getSiteSettings } from '../../settings/siteSettings'
import { lockMembership } from '../memberships'
import { stripeClient } from '../stripeClient'
import { applySubscription, type OnMembershipEnded } from '../sync/applyStripe'

/** A pause's jobs (its resumption, its mail a week before), as the queue stores them. */
export const pauseJob = z.object({ memberId: z.number().int().positive(), pauseId: z.number().int().positive() })
export type PauseJob = z.infer<typeof pauseJob>

/**
 * The pause's end: Stripe read back, its paused collection lifted by us if its own clock has not
 * done it yet, and the row brought to what Stripe then holds. `resumed_at`, set in the same
 * transaction under the membership's lock, makes a second run (another instance, a retry) a no-op.
 */
export async function resumeMembership(payload: Payload, job: PauseJob, ending: OnMembershipEnded): Promise<void> {
  const stripe = stripeClient()
  if (!stripe) return
  await inTransaction(payload, async (tx) => {
    const row = await lockMembership(tx, job.memberId)
    const [pause] = await tx.query<{ id: number }>(sql`
      SELECT id FROM membership_pauses WHERE id = ${job.pauseId} AND resumed_at IS NULL FOR UPDATE`)
    if (!row?.stripe_subscription_id || !pause) return
    const subscription = await stripe.subscriptions.retrieve(row.stripe_subscription_id)
    const resumesAt = subscription.pause_collection?.resumes_at
    // A membership cancelled during its pause may have ended already: nothing left to resume at Stripe.
    if (subscription.status !== 'canceled' && resumesAt && resumesAt * 1000 <= Date.now()) {
      await stripe.subscriptions.update(
        subscription.id,
        { pause_collection: '' },
        { idempotencyKey: `cercle-resume-${job.memberId}-${job.pauseId}` },
      )
    }
    await applySubscription(tx, stripe, row, subscription.id, ending)
    await tx.query(sql`UPDATE membership_pauses SET resumed_at = now() WHERE id = ${job.pauseId}`)
  })
}

type Reminded = { resumes_at: Date; email: string; first_name: string | null }

/** « Votre adhésion reprend dans une semaine »: once, its outbox entry written with `reminder_sent_at`. */
export async function sendPauseReminder(payload: Payload, job: PauseJob): Promise<void> {
  const settings = await getSiteSettings(payload)
  const id = await inTransaction(payload, async (tx) => {
    const [pause] = await tx.query<Reminded>(sql`
      UPDATE membership_pauses p SET reminder_sent_at = now() FROM users u, memberships m
       WHERE p.id = ${job.pauseId} AND p.member_id = ${job.memberId} AND u.id = p.member_id AND m.member_id = p.member_id
         AND p.reminder_sent_at IS NULL AND p.resumed_at IS NULL
         -- Only if it will resume: still paused, or cancelled for a date after the pause.
         AND (m.status = 'paused' OR (m.status = 'cancelling' AND m.cancel_at > p.resumes_at))
      RETURNING p.resumes_at, u.email, u.first_name`)
    if (!pause) return null
    const paragraphs = [
      PAUSE_MAIL_TEXTS.reminder.replace('{date}', frenchLongDate(pause.resumes_at)),
      { label: PAUSE_MAIL_TEXTS.reminderLink, href: `${siteUrl()}${MEMBERSHIP_PATH}` },
    ]
    const composed = await composeMail(settings, { firstName: pause.first_name, paragraphs })
    return enqueueMail(tx, {
      to: pause.email,
      subject: mailSubject(settings.brandName, PAUSE_MAIL_TEXTS.reminderSubject),
      ...composed,
      kind: 'membership-pause-reminder',
    })
  })
  if (id !== null) await deliverOrRetryLater(payload, id)
}
