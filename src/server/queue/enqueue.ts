import { sql, type Transaction } from '../db/transaction'

/**
 * The tasks of the job queue (DESIGN §10), by the name stored on their jobs. They live below the
 * features that plan them: a feature names its task here, and the queue's task list
 * (jobs/tasks.ts), above the features, says what each one does.
 */
export const TASKS = {
  mailRetryRound: 'mail_retry_round',
  newsletterCopies: 'newsletter_copies',
  bookingReminder: 'booking_reminder',
  waitlistOfferExpiry: 'waitlist_offer_expiry',
  dinnerFeedback: 'dinner_feedback',
  feedbackRetention: 'feedback_retention',
  auditRetention: 'audit_retention',
  mailBodyRetention: 'mail_body_retention',
  keptNoShowsRetention: 'kept_no_shows_retention',
  newsletterRound: 'newsletter_round',
  releaseDeadWorkers: 'release_dead_workers',
  membershipReconciliation: 'membership_reconciliation',
  membershipResume: 'membership_resume',
  membershipPauseReminder: 'membership_pause_reminder',
  paymentFailureMail: 'payment_failure_mail',
  paymentSuspension: 'payment_suspension',
  renewalNotices: 'renewal_notices',
  dinnerAlert: 'dinner_alert',
  sponsorReward: 'sponsor_reward',
  noShowFeeDecision: 'no_show_fee_decision',
  noShowFeeFailure: 'no_show_fee_failure',
  noShowFeeSuspension: 'no_show_fee_suspension',
  noShowFeeRetry: 'no_show_fee_retry',
} as const

type TaskName = (typeof TASKS)[keyof typeof TASKS]

/** A planned job's attempts: a failure (the database or SMTP away) is retried with graphile-worker's backoff. */
export const PLANNED_JOB_ATTEMPTS = 5

/**
 * Plans a job in the transaction of the change that calls for it, so that it exists if and only if
 * the change commits. Its key makes a new plan replace the one before (a new date moves it).
 */
export async function planJob(tx: Transaction, task: TaskName, job: object, runAt: Date, jobKey: string): Promise<void> {
  await tx.query(sql`
    SELECT graphile_worker.add_job(${task}, ${JSON.stringify(job)}::json, run_at => ${runAt.toISOString()}::timestamptz,
                                   max_attempts => ${PLANNED_JOB_ATTEMPTS}, job_key => ${jobKey})`)
}

/** The job planned under this key, if any, will not run. */
export async function dropJob(tx: Transaction, jobKey: string): Promise<void> {
  await tx.query(sql`SELECT graphile_worker.remove_job(${jobKey})`)
}
