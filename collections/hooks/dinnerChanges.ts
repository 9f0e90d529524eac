import type { CollectionAfterChangeHook } from 'payload'

import type { Dinner } from '@/payload-types'
import { operationTransaction } from '@/server/db/transaction'
import { planDinnerAlerts } from '@/server/dinners/alerts/alertPlanning'
import { planFeedback } from '@/server/dinners/base/feedbackJobs'
import { announceDinnerChange } from '@/server/dinners/team/dinnerChanges'

/** A new date, time or place reaches every guest's mailbox and calendar, in the change's transaction. */
export const announceChanges: CollectionAfterChangeHook<Dinner> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  await announceDinnerChange(req.payload, await operationTransaction(req), doc.id, previousDoc, doc)
  return doc
}

/** The morning-after feedback job follows the dinner's date and state, in the change's transaction. */
export const planFeedbackRequest: CollectionAfterChangeHook<Dinner> = async ({ doc, previousDoc, operation, req }) => {
  const unchanged = operation === 'update' && previousDoc?.startsAt === doc.startsAt && previousDoc?.status === doc.status
  if (!unchanged) await planFeedback(await operationTransaction(req), doc)
  return doc
}

/** A dinner just published: the members who asked about its theme (« Prévenez-moi ») are told a little later. */
export const planAlerts: CollectionAfterChangeHook<Dinner> = async ({ doc, previousDoc, operation, req }) => {
  const published = doc.status === 'published' && (operation === 'create' || previousDoc?.status !== 'published')
  if (published) await planDinnerAlerts(await operationTransaction(req), doc.id)
  return doc
}
