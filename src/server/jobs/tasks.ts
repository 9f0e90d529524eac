import type { Payload } from 'payload'
import type { TaskList } from 'graphile-worker'

import { eraseOldComments, feedbackJob, sendFeedbackRequests } from '../dinners/feedback'
import { reminderJob, sendReminder } from '../dinners/reminders'
import { expireOffer } from '../dinners/waitlistOfferAnswers'
import { offerJob } from '../dinners/waitlistOffers'
import { deliverDueMails } from '../email/outbox'
import { purgeExpiredAudit } from '../audit/auditLog'
import { inTransaction } from '../db/transaction'
import { newsletterRound } from '../newsletter/sending'
import { getSiteSettings } from '../settings/siteSettings'
import { releaseDeadWorkers } from './recovery'
import { TASKS } from './schedule'

/** What each task does, with the Payload instance of the process that runs it. A job's payload is checked before use. */
export function jobTasks(payload: () => Promise<Payload>): TaskList {
  return {
    [TASKS.mailRetryRound]: async () => {
      await deliverDueMails(await payload())
    },
    [TASKS.bookingReminder]: async (job) => {
      await sendReminder(await payload(), reminderJob.parse(job))
    },
    [TASKS.waitlistOfferExpiry]: async (job) => {
      await expireOffer(await payload(), offerJob.parse(job))
    },
    [TASKS.dinnerFeedback]: async (job) => {
      await sendFeedbackRequests(await payload(), feedbackJob.parse(job))
    },
    [TASKS.feedbackRetention]: async () => {
      await eraseOldComments(await payload())
    },
    [TASKS.newsletterRound]: async () => {
      await newsletterRound(await payload())
    },
    [TASKS.auditRetention]: async () => {
      const app = await payload()
      const { auditRetentionYears } = await getSiteSettings(app)
      await inTransaction(app, (tx) => purgeExpiredAudit(tx, auditRetentionYears))
    },
    [TASKS.releaseDeadWorkers]: async (_cron, helpers) => {
      await helpers.withPgClient(releaseDeadWorkers)
    },
  }
}
