import type { Payload } from 'payload'

import { type ApplicationStatus, REVIEW_ACTIONS, type ReviewAction } from '@/domain/applicationStatus'
import { API_ERRORS } from '@/domain/messages'
import type { User } from '@/payload-types'

import { sendApplicantMail } from '../email/applicantMails'
import { ApiError, notFound } from '../http/errors'
import { toUserRecord } from '../users/record'

/** Completed applications in one status, newest first (SPEC §2 Admin panel). */
export async function listApplications(payload: Payload, admin: User, status: ApplicationStatus) {
  const result = await payload.find({
    collection: 'users',
    where: {
      and: [
        { role: { equals: 'applicant' } },
        { registrationCompleted: { equals: true } },
        { applicationStatus: { equals: status } },
      ],
    },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    user: admin,
    overrideAccess: false,
  })
  return result.docs.map(toUserRecord)
}

/** Approves or rejects a pending application, then e-mails the applicant (DESIGN §8). */
export async function reviewApplication(
  payload: Payload,
  admin: User,
  id: number,
  action: ReviewAction,
  notes: string,
) {
  const found = await payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { role: { equals: 'applicant' } }] },
    limit: 1,
    depth: 0,
    user: admin,
    overrideAccess: false,
  })
  const applicant = found.docs[0]
  if (!applicant) throw notFound()
  if ((applicant.applicationStatus ?? 'pending') !== 'pending') throw new ApiError(409, API_ERRORS.alreadyReviewed)
  const updated = (await payload.update({
    collection: 'users',
    id,
    user: admin,
    overrideAccess: false,
    data: { applicationStatus: REVIEW_ACTIONS[action], reviewedAt: new Date().toISOString(), reviewNotes: notes || null },
  })) as User
  await sendApplicantMail(payload, updated, REVIEW_ACTIONS[action] === 'approved' ? 'approved' : 'rejected')
  return toUserRecord(updated)
}
