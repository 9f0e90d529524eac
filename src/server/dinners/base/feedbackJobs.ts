/**
 * The morning-after job of a dinner, planned by whatever changes the dinner's date or state (the
 * team's edit, its cancellation): the requests themselves are sent by afterwards/, which it runs.
 */
import { DateTime } from 'luxon'
import { z } from 'zod'

import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { FEEDBACK_HOUR } from '@/domain/feedback'

import type { Transaction } from '../../db/transaction'
import { dropJob, planJob, TASKS } from '../../queue/enqueue'

export const feedbackJob = z.object({ dinnerId: z.number().int(), startsAt: z.string() })
export type FeedbackJob = z.infer<typeof feedbackJob>

const jobKey = (dinnerId: number) => `feedback:${dinnerId}`

/** 10 a.m. (Paris) the day after the dinner. */
export function feedbackTime(startsAt: Date): Date {
  return DateTime.fromJSDate(startsAt, { zone: DINNER_TIME_ZONE })
    .plus({ days: 1 })
    .set({ hour: FEEDBACK_HOUR, minute: 0, second: 0, millisecond: 0 })
    .toJSDate()
}

/**
 * Plans (or moves) the dinner's feedback job in the transaction of its change; a dinner
 * cancelled or back to draft has none. Its key makes a new plan replace the old one.
 */
export async function planFeedback(tx: Transaction, dinner: { id: number; startsAt: string; status: string }): Promise<void> {
  const at = feedbackTime(new Date(dinner.startsAt))
  if (dinner.status === 'cancelled' || dinner.status === 'draft' || at.getTime() <= Date.now()) return dropFeedback(tx, dinner.id)
  const job: FeedbackJob = { dinnerId: dinner.id, startsAt: dinner.startsAt }
  await planJob(tx, TASKS.dinnerFeedback, job, at, jobKey(dinner.id))
}

/** The dinner will not be held: nobody is asked about it. */
export async function dropFeedback(tx: Transaction, dinnerId: number): Promise<void> {
  await dropJob(tx, jobKey(dinnerId))
}
