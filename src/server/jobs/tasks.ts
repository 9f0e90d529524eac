import type { Payload } from 'payload'
import type { TaskList } from 'graphile-worker'

import { policyWindowStart } from '@/domain/noShowPolicy'

import { purgeKeptNoShows } from '../account/keptAfterErasure'
import { eraseOldComments, type FeedbackJob, sendFeedbackRequests } from '../dinners/feedback'
import { type ReminderJob, sendReminder } from '../dinners/reminders'
import { expireOffer } from '../dinners/waitlistOfferAnswers'
import type { OfferJob } from '../dinners/waitlistOffers'
import { deliverDueMails, dropOldMailBodies } from '../email/outbox'
import { purgeExpiredAudit } from '../audit/auditLog'
import { inTransaction } from '../db/transaction'
import { newsletterRound } from '../newsletter/sending'
import { getSiteSettings } from '../settings/siteSettings'
import { TASKS } from './schedule'

/** What each task does, with the Payload instance of the process that runs it. */
export function jobTasks(payload: () => Promise<Payload>): TaskList {
  return {
    [TASKS.mailRetryRound]: async () => {
      await deliverDueMails(await payload())
    },
    [TASKS.bookingReminder]: async (job) => {
      await sendReminder(await payload(), job as ReminderJob)
    },
    [TASKS.waitlistOfferExpiry]: async (job) => {
      await expireOffer(await payload(), job as OfferJob)
    },
    [TASKS.dinnerFeedback]: async (job) => {
      await sendFeedbackRequests(await payload(), job as FeedbackJob)
    },
    [TASKS.feedbackRetention]: async () => {
      await eraseOldComments(await payload())
    },
    [TASKS.mailBodyRetention]: async () => {
      await dropOldMailBodies(await payload())
    },
    [TASKS.newsletterRound]: async () => {
      await newsletterRound(await payload())
    },
    [TASKS.auditRetention]: async () => {
      const app = await payload()
      const { auditRetentionYears } = await getSiteSettings(app)
      await inTransaction(app, (tx) => purgeExpiredAudit(tx, auditRetentionYears))
    },
    [TASKS.keptNoShowsRetention]: async () => {
      const app = await payload()
      const { noShowPolicy } = await getSiteSettings(app)
      await inTransaction(app, (tx) => purgeKeptNoShows(tx, policyWindowStart(noShowPolicy, new Date())))
    },
  }
}
