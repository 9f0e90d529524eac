import type { JobHelpers, Task, TaskList } from 'graphile-worker'
import type { Payload } from 'payload'

import { policyWindowStart } from '@/domain/noShowPolicy'

import { releaseDeadWorkers } from './recovery'
import { SCHEDULE } from './schedule'
import { purgeKeptNoShows } from '../account/keptAfterErasure'
import { purgeKeptBillingRecords } from '../account/keptBillingRecords'
import { purgeExpiredAudit } from '../audit/auditLog'
import { retryFee, runFeeFailureStep, suspendForFee } from '../billing/noShowFees/feeFailures'
import { feeJob, feeRetryJob, feeStepJob } from '../billing/noShowFees/feeSteps'
import { pauseJob, resumeMembership, sendPauseReminder } from '../billing/pause/resume'
import { paymentFailureJob, paymentSuspensionJob, sendPaymentFailureMail, suspendAfterGrace } from '../billing/payments/failedPayments'
import { sendRenewalNotices } from '../billing/payments/renewalNotices'
import { reconcileMemberships } from '../billing/sync/reconciliation'
import { inTransaction } from '../db/transaction'
import { eraseOldComments, sendFeedbackRequests } from '../dinners/afterwards/feedback'
import { alertJob } from '../dinners/alerts/alertPlanning'
import { sendDinnerAlert } from '../dinners/alerts/alertSending'
import { decideNoShowFee } from '../dinners/attendance/noShowFees'
import { feedbackJob } from '../dinners/base/feedbackJobs'
import { reminderJob } from '../dinners/base/reminderJobs'
import { offerJob } from '../dinners/base/waitlistOffers'
import { membershipEndings } from '../dinners/booking/membershipEnd'
import { expireOffer } from '../dinners/booking/waitlistOfferAnswers'
import { sendReminder } from '../dinners/reminders/reminders'
import { deliverDueMails, dropOldMailBodies } from '../email/outbox'
import { newsletterRound, sendNewsletterCopies } from '../newsletter/sending'
import { TASKS } from '../queue/enqueue'
import { getSiteSettings } from '../settings/siteSettings'
import { applyDiscountReward, rewardJob } from '../sponsorship/rewards'

/**
 * A round that the instance's shutdown cut short goes on at once on another instance: it is queued
 * again now, under the schedule's key, in place of the next minute's.
 */
async function resumeElsewhere(helpers: JobHelpers): Promise<void> {
  const item = SCHEDULE.find((scheduled) => scheduled.task === helpers.job.task_identifier)
  if (!item || !helpers.abortSignal?.aborted) return
  const { queueName, jobKey, jobKeyMode, maxAttempts } = item.options ?? {}
  await helpers.addJob(item.task, {}, { queueName, jobKey, jobKeyMode, maxAttempts })
}

/** What each task does, with the Payload instance of the process that runs it. A job's payload is checked before use. */
export function jobTasks(payload: () => Promise<Payload>): TaskList {
  /** A per-minute round of mails: it stops between two mails when the instance is stopping (`helpers.abortSignal`). */
  const round =
    (send: (app: Payload, signal?: AbortSignal) => Promise<unknown>): Task =>
    async (_cron, helpers) => {
      await send(await payload(), helpers.abortSignal)
      await resumeElsewhere(helpers)
    }
  return {
    [TASKS.mailRetryRound]: round((app, signal) => deliverDueMails(app, { signal })),
    [TASKS.newsletterRound]: round((app, signal) => newsletterRound(app, new Date(), signal)),
    [TASKS.newsletterCopies]: async (_job, helpers) => {
      await sendNewsletterCopies(await payload(), helpers.abortSignal)
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
    [TASKS.dinnerAlert]: async (job) => {
      await sendDinnerAlert(await payload(), alertJob.parse(job))
    },
    [TASKS.sponsorReward]: async (job) => {
      await applyDiscountReward(await payload(), rewardJob.parse(job).sponseeId)
    },
    [TASKS.feedbackRetention]: async () => {
      await eraseOldComments(await payload())
    },
    [TASKS.mailBodyRetention]: async () => {
      await dropOldMailBodies(await payload())
    },
    [TASKS.auditRetention]: async () => {
      const app = await payload()
      const { auditRetentionYears } = await getSiteSettings(app)
      await inTransaction(app, (tx) => purgeExpiredAudit(tx, auditRetentionYears))
    },
    [TASKS.keptNoShowsRetention]: async () => {
      const app = await payload()
      const { noShowPolicy } = await getSiteSettings(app)
      await inTransaction(app, async (tx) => {
        await purgeKeptNoShows(tx, policyWindowStart(noShowPolicy, new Date()))
        await purgeKeptBillingRecords(tx, new Date())
      })
    },
    [TASKS.membershipReconciliation]: async () => {
      const app = await payload()
      await reconcileMemberships(app, await membershipEndings(app))
    },
    [TASKS.membershipResume]: async (job) => {
      const app = await payload()
      await resumeMembership(app, pauseJob.parse(job), await membershipEndings(app))
    },
    [TASKS.membershipPauseReminder]: async (job) => {
      await sendPauseReminder(await payload(), pauseJob.parse(job))
    },
    [TASKS.paymentFailureMail]: async (job) => {
      await sendPaymentFailureMail(await payload(), paymentFailureJob.parse(job))
    },
    [TASKS.paymentSuspension]: async (job) => {
      await suspendAfterGrace(await payload(), paymentSuspensionJob.parse(job))
    },
    [TASKS.noShowFeeDecision]: async (job) => {
      await decideNoShowFee(await payload(), feeJob.parse(job))
    },
    [TASKS.noShowFeeFailure]: async (job) => {
      await runFeeFailureStep(await payload(), feeStepJob.parse(job))
    },
    [TASKS.noShowFeeSuspension]: async (job) => {
      await suspendForFee(await payload(), feeJob.parse(job))
    },
    [TASKS.noShowFeeRetry]: async (job) => {
      await retryFee(await payload(), feeRetryJob.parse(job))
    },
    [TASKS.renewalNotices]: async () => {
      await sendRenewalNotices(await payload())
    },
    [TASKS.releaseDeadWorkers]: async (_cron, helpers) => {
      await helpers.withPgClient(releaseDeadWorkers)
    },
  }
}
