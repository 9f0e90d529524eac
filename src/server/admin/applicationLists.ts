import type { Payload, Where } from 'payload'

import type { ListQuery, Page, ReviewTab } from '@/domain/review'
import type { User } from '@/payload-types'

import { pool } from '../db/pool'
import { toUserRecord } from '../users/record'
import { pageOf, searchWhere, SORT_ORDER } from './listing'

/** The reviewer as the team sees it on a card: a name, never their account. */
function reviewerOf(user: User): { id: number; name: string } | null {
  const reviewer = user.reviewedBy
  if (!reviewer || typeof reviewer !== 'object') return null
  const name = [reviewer.firstName, reviewer.lastName].filter(Boolean).join(' ') || reviewer.email
  return { id: reviewer.id, name }
}

/** An application as the review dashboard shows it: SPEC §3 "User record as read", plus who decided. */
export function toApplicationRecord(user: User) {
  return { ...toUserRecord(user), reviewedBy: reviewerOf(user) }
}
export type ApplicationRecord = ReturnType<typeof toApplicationRecord>

const APPLICANTS: Where = { role: { equals: 'applicant' } }

function tabWhere(tab: ReviewTab): Where {
  if (tab === 'unfinished') return { and: [APPLICANTS, { registrationCompleted: { equals: false } }] }
  return { and: [APPLICANTS, { registrationCompleted: { equals: true } }, { applicationStatus: { equals: tab } }] }
}

/** One page of a review tab, filtered, sorted and paged in SQL; read as the admin. */
export async function listApplications(payload: Payload, admin: User, tab: ReviewTab, query: ListQuery): Promise<Page<ApplicationRecord>> {
  const search = searchWhere(query.q)
  const result = await payload.find({
    collection: 'users',
    where: search ? { and: [tabWhere(tab), search] } : tabWhere(tab),
    sort: SORT_ORDER[query.sort],
    page: query.page,
    limit: query.limit,
    depth: 1,
    populate: { users: { firstName: true, lastName: true, email: true } },
    user: admin,
    overrideAccess: false,
  })
  return pageOf(result, query, (doc) => toApplicationRecord(doc as User))
}

export type ApplicationCounts = { total: number; pending: number; approved: number; rejected: number; unfinished: number }

/** The dashboard's counters in one aggregate query (completed applications, and unfinished registrations). */
export async function applicationCounts(payload: Payload): Promise<ApplicationCounts> {
  const { rows } = await pool(payload).query<Record<keyof ApplicationCounts, string>>(`
    SELECT count(*) FILTER (WHERE registration_completed) AS total,
           count(*) FILTER (WHERE registration_completed AND application_status = 'pending') AS pending,
           count(*) FILTER (WHERE registration_completed AND application_status = 'approved') AS approved,
           count(*) FILTER (WHERE registration_completed AND application_status = 'rejected') AS rejected,
           count(*) FILTER (WHERE NOT registration_completed) AS unfinished
      FROM users
     WHERE role = 'applicant'`)
  const row = rows[0]
  return {
    total: Number(row.total),
    pending: Number(row.pending),
    approved: Number(row.approved),
    rejected: Number(row.rejected),
    unfinished: Number(row.unfinished),
  }
}
