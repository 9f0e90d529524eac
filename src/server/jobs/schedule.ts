import type { CronItem } from 'graphile-worker'

import { TASKS } from '../queue/enqueue'

/**
 * A per-minute round is queued under a key, in 'replace' mode: while a round runs, the next
 * minute's waits behind it and each later minute replaces that waiting one instead of adding
 * another, so a slow round is followed by one round, never by a pile of them. ('unsafe_dedupe'
 * would queue none behind a running round, but a round that failed for good keeps its key and
 * would stop the schedule for ever.)
 */
const EACH_MINUTE = { backfillPeriod: 0, jobKeyMode: 'replace', maxAttempts: 1 } as const

/**
 * The recurring work. The queue schedules each minute of an item once, whatever the number of
 * instances (its `known_crontabs` row is advanced by one conditional UPDATE), and a named queue
 * runs its jobs one after the other across instances: two retry rounds never overlap.
 */
export const SCHEDULE: CronItem[] = [
  {
    task: TASKS.mailRetryRound,
    identifier: 'mail-retry-round',
    // Every minute; the first retry of a mail comes a minute after its failure (outbox.ts).
    match: '* * * * *',
    // A minute missed while every instance was down is not made up: the next round sends what is due.
    options: { ...EACH_MINUTE, queueName: 'mail', jobKey: 'mail-retry-round' },
  },
  {
    task: TASKS.newsletterRound,
    identifier: 'newsletter-round',
    // Every minute: the week's letter is queued once its day and hour have come (newsletter/sending.ts),
    // then sent in batches at the SMTP provider's pace. Its own queue: rounds never overlap.
    match: '* * * * *',
    options: { ...EACH_MINUTE, queueName: 'newsletter', jobKey: 'newsletter-round' },
  },
  {
    task: TASKS.releaseDeadWorkers,
    identifier: 'release-dead-workers',
    // Every minute, on no named queue: it gives back the queues that a dead worker holds (recovery.ts).
    match: '* * * * *',
    options: { ...EACH_MINUTE, jobKey: 'release-dead-workers' },
  },
  {
    task: TASKS.feedbackRetention,
    identifier: 'feedback-retention',
    // Every night at 3:17 (UTC): the comments past their keeping time are erased.
    match: '17 3 * * *',
    options: { backfillPeriod: 0, queueName: 'retention', maxAttempts: 3 },
  },
  {
    task: TASKS.mailBodyRetention,
    identifier: 'mail-body-retention',
    // Every night at 3:47 (UTC): the bodies of mails sent long enough ago, whose links act without a login.
    match: '47 3 * * *',
    options: { backfillPeriod: 0, queueName: 'retention', maxAttempts: 3 },
  },
  {
    task: TASKS.auditRetention,
    identifier: 'audit-retention',
    // Every night at 3:27 (UTC): the audit entries past the keeping time set in the settings go.
    match: '27 3 * * *',
    options: { backfillPeriod: 0, queueName: 'retention', maxAttempts: 3 },
  },
  {
    task: TASKS.keptNoShowsRetention,
    identifier: 'kept-no-shows-retention',
    // Every night at 3:37 (UTC): what an erasure kept goes once it is no longer due (the absences that
    // no longer count, the billing facts past the ten years of accounting law).
    match: '37 3 * * *',
    options: { backfillPeriod: 0, queueName: 'retention', maxAttempts: 3 },
  },
  {
    task: TASKS.membershipReconciliation,
    identifier: 'membership-reconciliation',
    // Every night at 4:07 (UTC): each membership with a subscription compared with Stripe (billing/reconciliation.ts).
    match: '7 4 * * *',
    options: { backfillPeriod: 0, queueName: 'billing', maxAttempts: 3 },
  },
  {
    task: TASKS.renewalNotices,
    identifier: 'renewal-notices',
    // Every day at 8:13 (UTC), a morning hour in Paris: the annual memberships two months from their
    // renewal get its notice (billing/payments/renewalNotices.ts); a day missed is made up the next.
    match: '13 8 * * *',
    options: { backfillPeriod: 0, queueName: 'billing', maxAttempts: 3 },
  },
]
