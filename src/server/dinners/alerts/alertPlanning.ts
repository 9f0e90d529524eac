/**
 * « Prévenez-moi », planned when a dinner is published: each member it matches waits for it, and
 * their alert of the day is planned a little later, so that what the team publishes meanwhile
 * joins the same mail. Called by the Dinners collection's hook, in the publication's transaction.
 */
import { DateTime } from 'luxon'
import { z } from 'zod'

import { DINNER_ALERT_DELAY_MINUTES } from '@/domain/dinnerAlerts'
import { DINNER_TIME_ZONE, parisDay } from '@/domain/dinners'

import { sql, type Transaction } from '../../db/transaction'
import { planJob, TASKS } from '../../queue/enqueue'

export const alertJob = z.object({ userId: z.number().int(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
export type AlertJob = z.infer<typeof alertJob>

/** Hour (Paris) at which an alert put off to the next day leaves. */
const NEXT_DAY_HOUR = 8

/**
 * Whether dinner `d` is one that preference row `p` asks about: its theme, and its city and ISO
 * weekday (Paris) when the member named some. Shared by the planning and the send, which checks again.
 */
export const ALERT_MATCHES = sql`(d.theme::text = ANY(p.themes)
  AND (cardinality(p.cities) = 0 OR EXISTS (SELECT 1 FROM unnest(p.cities) AS c WHERE lower(c) = lower(d.city)))
  AND (cardinality(p.weekdays) = 0
       OR EXTRACT(ISODOW FROM d.starts_at AT TIME ZONE ${DINNER_TIME_ZONE})::smallint = ANY(p.weekdays)))`

/** The members told about a dinner: approved, asking for it, not told yet. */
export async function planDinnerAlerts(tx: Transaction, dinnerId: number, now: Date = new Date()): Promise<number> {
  const waiting = await tx.query<{ user_id: number; told_today: boolean }>(sql`
    INSERT INTO dinner_alert_pending (user_id, dinner_id)
    SELECT p.user_id, d.id FROM dinner_alert_prefs p JOIN users u ON u.id = p.user_id, dinners d
     WHERE d.id = ${dinnerId} AND d.status = 'published' AND d.starts_at > ${now}
       AND u.role = 'applicant' AND u.application_status = 'approved' AND ${ALERT_MATCHES}
       AND NOT EXISTS (SELECT 1 FROM dinner_alert_sends s WHERE s.user_id = p.user_id AND s.dinner_id = d.id)
    ON CONFLICT DO NOTHING
    RETURNING user_id, EXISTS (SELECT 1 FROM dinner_alert_sends s WHERE s.user_id = dinner_alert_pending.user_id
                                  AND s.day = ${parisDay(now)}::date) AS told_today`)
  for (const { user_id: userId, told_today: toldToday } of waiting) {
    // One mail a day: a member already told today hears of this one tomorrow morning.
    const local = DateTime.fromJSDate(now, { zone: DINNER_TIME_ZONE })
    const at = toldToday
      ? local.plus({ days: 1 }).set({ hour: NEXT_DAY_HOUR, minute: 0, second: 0, millisecond: 0 })
      : local.plus({ minutes: DINNER_ALERT_DELAY_MINUTES })
    const job: AlertJob = { userId, day: at.toISODate() ?? parisDay(now) }
    await planJob(tx, TASKS.dinnerAlert, job, at.toJSDate(), `dinner-alert:${userId}:${job.day}`)
  }
  return waiting.length
}
