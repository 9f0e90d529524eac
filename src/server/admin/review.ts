import type { Payload } from 'payload'

import { REVIEW_ACTIONS, type ReviewAction } from '@/domain/applicationStatus'
import { API_ERRORS } from '@/domain/messages'
import { type ApplicationRecord, type BulkReviewResult, toApplicationRecord } from '@/domain/api/applications'
import type { User } from '@/payload-types'

import { inTransaction, sql } from '../db/transaction'
import { queueApplicantMail } from '../email/applicantMails'
import { deliverMail } from '../email/outbox'
import { ApiError, notFound } from '../http/errors'

type Row = { role: string; registration_completed: boolean | null; application_status: string | null }

/**
 * Approves or rejects one completed, pending application (SPEC §4 ApplicationStatus). The row is
 * locked for the decision, so of two admins deciding at once exactly one wins and the other gets
 * 409; the applicant's mail is queued in the same transaction, then sent after the commit
 * (DESIGN §8): one decision, one mail, and a failed send never undoes the decision.
 */
export async function reviewApplication(
  payload: Payload,
  admin: User,
  id: number,
  action: ReviewAction,
  notes: string,
): Promise<ApplicationRecord> {
  const status = REVIEW_ACTIONS[action]
  const { updated, mailId } = await inTransaction(payload, async (tx) => {
    const [row] = await tx.query<Row>(sql`SELECT role, registration_completed, application_status FROM users WHERE id = ${id} FOR UPDATE`)
    if (!row || row.role !== 'applicant') throw notFound()
    if (!row.registration_completed) throw new ApiError(409, API_ERRORS.applicationUnfinished)
    if (row.application_status !== 'pending') throw new ApiError(409, API_ERRORS.alreadyReviewed)
    const updated = (await payload.update({
      collection: 'users',
      id,
      user: admin,
      overrideAccess: false,
      req: tx.req,
      depth: 1,
      populate: { users: { firstName: true, lastName: true, email: true } },
      data: { applicationStatus: status, reviewedAt: new Date().toISOString(), reviewNotes: notes || null, reviewedBy: admin.id },
    })) as User
    return { updated, mailId: await queueApplicantMail(payload, tx, updated, status) }
  })
  await deliverMail(payload, mailId)
  return toApplicationRecord(updated)
}

/** The same decision for several applications, each on its own: one that cannot be decided does not stop the others. */
export async function reviewApplications(
  payload: Payload,
  admin: User,
  ids: number[],
  action: ReviewAction,
  notes: string,
): Promise<BulkReviewResult> {
  const result: BulkReviewResult = { decided: [], refused: [] }
  for (const id of ids) {
    try {
      await reviewApplication(payload, admin, id, action, notes)
      result.decided.push(id)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      result.refused.push({ id, message: error.message })
    }
  }
  return result
}
