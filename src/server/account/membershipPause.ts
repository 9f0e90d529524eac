import type { Payload } from 'payload'

import type { MembershipView } from '@/domain/billing/membershipStates'
import { PAUSE_REMINDER_DAYS, type PausePreview } from '@/domain/billing/pauseTexts'
import { DAY_MS } from '@/domain/time'
import type { User } from '@/payload-types'

import { auditPerson } from '../audit/auditLog'
import { requireStripe } from '../billing/member/checkout'
import { changeMembership, lockMembership, membershipRow, toMembershipView } from '../billing/memberships'
import { assertMayPause, dinnersInPause, resumeDate } from '../billing/pause/pauseRules'
import { subscriptionChange } from '../billing/sync/stripeState'
import { inTransaction, outsideTransaction, sql } from '../db/transaction'
import { withdrawBooking } from '../dinners/base/bookings'
import { ApiError } from '../http/errors'
import { planJob, TASKS } from '../queue/enqueue'
import { getSiteSettings } from '../settings/siteSettings'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** What a pause of `months` would cancel, for the member to confirm knowingly (409 when they may not pause). */
export async function previewPause(payload: Payload, member: User, months: number, now = new Date()): Promise<PausePreview> {
  requireStripe()
  const { billing } = await getSiteSettings(payload)
  const db = outsideTransaction(payload)
  const row = await assertMayPause(db, member, await membershipRow(db, member.id), billing, now)
  const resumesAt = resumeDate(now, months)
  return { months, resumesAt: resumesAt.toISOString(), ...(await dinnersInPause(db, row.member_id, now, resumesAt)) }
}

/**
 * « Mettre en pause »: Stripe voids the invoices falling inside the pause and resumes collecting
 * at `resumes_at`; the row, read back from Stripe, says `paused` until then, with its Journal
 * entry. The row is locked meanwhile: of two requests at once, the second finds it paused. The
 * resumption and its mail a week before are planned on the queue in the same transaction; the
 * dinners inside the pause are then cancelled as the member would cancel them, with their mails.
 */
export async function pauseMembership(payload: Payload, member: User, months: number, now = new Date()): Promise<MembershipView> {
  const stripe = requireStripe()
  const { billing } = await getSiteSettings(payload)
  const resumesAt = resumeDate(now, months)
  const { view, dinners } = await inTransaction(payload, async (tx) => {
    const row = await assertMayPause(tx, member, await lockMembership(tx, member.id), billing, now)
    const period = row.current_period_end ? seconds(new Date(row.current_period_end)) : 0
    const subscription = await stripe.subscriptions.update(
      row.stripe_subscription_id,
      { pause_collection: { behavior: 'void', resumes_at: seconds(resumesAt) }, expand: ['latest_invoice'] },
      { idempotencyKey: `cercle-pause-${member.id}-${period}-${months}-${seconds(resumesAt)}` },
    )
    const change = subscriptionChange(subscription, row) ?? {}
    const after = await changeMembership(tx, row, change, { kind: 'membership.paused', actor: auditPerson(member), note: { months } })
    const [pause] = await tx.query<{ id: number }>(sql`
      INSERT INTO membership_pauses (member_id, months, starts_at, resumes_at)
      VALUES (${member.id}, ${months}, ${now.toISOString()}, ${resumesAt.toISOString()}) RETURNING id`)
    const job = { memberId: member.id, pauseId: pause.id }
    await planJob(tx, TASKS.membershipResume, job, resumesAt, `membership-resume:${pause.id}`)
    const reminderAt = new Date(resumesAt.getTime() - PAUSE_REMINDER_DAYS * DAY_MS)
    if (reminderAt > now) await planJob(tx, TASKS.membershipPauseReminder, job, reminderAt, `membership-pause-reminder:${pause.id}`)
    return { view: toMembershipView(after, billing), dinners: await dinnersInPause(tx, member.id, now, resumesAt) }
  })
  for (const dinner of dinners.cancelled) {
    // The usual cancellation: the seat goes to the waitlist, the member gets the usual mail.
    await withdrawBooking(payload, member.id, dinner.dinnerId).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error
    })
  }
  return view
}
