import type { Payload } from 'payload'

import { type ApplicationRecord, type BulkReviewResult, toApplicationRecord } from '@/domain/api/applications'
import { REVIEW_ACTIONS, type ReviewAction } from '@/domain/applicationStatus'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import type { User } from '@/payload-types'

import { decisionsOf, recordDecision } from './decisionHistory'
import { sponsorshipOf } from './sponsorshipFacts'
import { carryOverTo, earlierRecordsOf } from '../account/keptAfterErasure'
import { auditPerson, recordAudit } from '../audit/auditLog'
import { openMembershipOnApproval } from '../billing/approval'
import { inTransaction, outsideTransaction, sql, type Transaction } from '../db/transaction'
import { revokeCalendarFeed } from '../dinners/booking/calendars'
import { deliverMail } from '../email/outbox'
import { ApiError, notFound } from '../http/errors'
import { queueApplicantMail } from '../registration/applicantMails'
import { getSiteSettings } from '../settings/siteSettings'

type Row = { role: string; registration_completed: boolean | null; application_status: string | null }

const populateReviewer = { users: { firstName: true, lastName: true, email: true } } as const

/** The application's row, locked for a decision: of two admins deciding at once, the second waits, then sees the first's. */
async function lockApplication(tx: Transaction, id: number): Promise<Row> {
  const [row] = await tx.query<Row>(sql`SELECT role, registration_completed, application_status FROM users WHERE id = ${id} FOR UPDATE`)
  if (!row || row.role !== 'applicant') throw notFound()
  if (!row.registration_completed) throw new ApiError(409, API_ERRORS.applicationUnfinished)
  return row
}

/**
 * Records the decision on the user (as the admin, through their access rules), in the
 * application's history and in the audit log, and queues the applicant's mail, all in one transaction.
 */
async function decide(
  payload: Payload,
  tx: Transaction,
  admin: User,
  id: number,
  decision: { action: ReviewAction; notes: string; reason: string | null },
  before: Row,
): Promise<{ updated: User; mailId: number }> {
  const status = REVIEW_ACTIONS[decision.action]
  const updated = (await payload.update({
    collection: 'users',
    id,
    user: admin,
    overrideAccess: false,
    req: tx.req,
    context: { flow: 'review' },
    depth: 1,
    populate: populateReviewer,
    data: { applicationStatus: status, reviewedAt: new Date().toISOString(), reviewNotes: decision.notes || null, reviewedBy: admin.id },
  })) as User
  // A member admitted again after erasing an account: the reports and absences kept under their
  // address follow them now if the address is confirmed, else once they confirm it.
  if (status === 'approved') await carryOverTo(tx, updated)
  if (status === 'approved') await openMembershipOnApproval(tx, updated, (await getSiteSettings(payload)).billing, new Date())
  await recordDecision(tx, { userId: id, status, adminId: admin.id, notes: decision.notes, reason: decision.reason })
  // No longer a member: the calendar feed's address stops working with the decision.
  if (status !== 'approved') await revokeCalendarFeed(tx, id)
  await recordAudit(tx, {
    kind: decision.reason === null ? 'application.decided' : 'application.reversed',
    actor: auditPerson(admin),
    subject: auditPerson(updated),
    record: { type: 'users', id },
    changes: {
      applicationStatus: [before.application_status, status],
      ...(decision.notes ? { reviewNotes: [null, decision.notes] } : {}),
      ...(decision.reason ? { reason: [null, decision.reason] } : {}),
    },
  })
  const mailId = await queueApplicantMail(payload, tx, updated, status, { reversed: decision.reason !== null })
  return { updated, mailId }
}

/** Sends the mail once the decision is committed, then answers the record with its history. */
async function committed(payload: Payload, id: number, work: Promise<{ updated: User; mailId: number }>): Promise<ApplicationRecord> {
  const { updated, mailId } = await work
  await deliverMail(payload, mailId)
  const history = await decisionsOf(outsideTransaction(payload), [id])
  const earlier = await earlierRecordsOf(payload, [updated])
  const sponsorship = await sponsorshipOf(payload, [updated])
  return toApplicationRecord(updated, history.get(id), earlier.get(id), sponsorship.get(id))
}

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
  const work = inTransaction(payload, async (tx) => {
    const row = await lockApplication(tx, id)
    if (row.application_status !== 'pending') throw new ApiError(409, API_ERRORS.alreadyReviewed)
    return decide(payload, tx, admin, id, { action, notes, reason: null }, row)
  })
  return committed(payload, id, work)
}

/**
 * An admin changes a decision, with a reason kept beside the first decision. The applicant is
 * mailed because their outcome changes; asking for the decision the application already has (two
 * admins reversing at once) changes nothing and mails no one (409). An approved member with a
 * seat or a waitlist place to come keeps their approval until the team cancels those.
 */
export async function reverseDecision(
  payload: Payload,
  admin: User,
  id: number,
  decision: { action: ReviewAction; notes: string; reason: string },
): Promise<ApplicationRecord> {
  const work = inTransaction(payload, async (tx) => {
    const row = await lockApplication(tx, id)
    if (row.application_status === 'pending') throw new ApiError(409, API_ERRORS.notYetReviewed)
    if (row.application_status === REVIEW_ACTIONS[decision.action]) throw new ApiError(409, API_ERRORS.sameDecision)
    if (decision.action === 'reject') {
      const [upcoming] = await tx.query<{ count: string }>(sql`
        SELECT count(*) AS count FROM bookings b JOIN dinners d ON d.id = b.dinner_id
         WHERE b.member_id = ${id} AND b.status IN ('booked', 'waitlisted') AND d.starts_at > now()`)
      if (Number(upcoming.count) > 0) throw new ApiError(409, API_ERRORS.reversalHasBookings)
    }
    return decide(payload, tx, admin, id, decision, row)
  })
  return committed(payload, id, work)
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
