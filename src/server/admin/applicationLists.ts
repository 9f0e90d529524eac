import type { Payload } from 'payload'

import { type ApplicationCounts, type ApplicationRecord, toApplicationRecord } from '@/domain/api/applications'
import type { Page } from '@/domain/paging'
import type { ListQuery, ReviewTab } from '@/domain/review'
import type { User } from '@/payload-types'

import { decisionsOf } from './decisionHistory'
import { pageOfUsers } from './listing'
import { sponsorshipOf } from './sponsorshipFacts'
import { earlierRecordsOf } from '../account/keptAfterErasure'
import { pool } from '../db/pool'
import { outsideTransaction } from '../db/transaction'

/** One page of a review tab, filtered, sorted and paged in SQL; read as the admin. */
export async function listApplications(payload: Payload, admin: User, tab: ReviewTab, query: ListQuery): Promise<Page<ApplicationRecord>> {
  const page = await pageOfUsers(payload, admin, { tab }, query, {
    depth: 1,
    populate: { users: { firstName: true, lastName: true, email: true } },
  })
  const history = await decisionsOf(
    outsideTransaction(payload),
    page.docs.map((user) => user.id),
  )
  const earlier = await earlierRecordsOf(payload, page.docs)
  const sponsorship = await sponsorshipOf(payload, page.docs)
  return {
    ...page,
    docs: page.docs.map((user) => toApplicationRecord(user, history.get(user.id), earlier.get(user.id), sponsorship.get(user.id))),
  }
}

/**
 * The dashboard's counters (completed applications, and unfinished registrations), from the
 * counts the users table's triggers keep (a few rows, whatever the number of applicants).
 */
export async function applicationCounts(payload: Payload): Promise<ApplicationCounts> {
  const { rows } = await pool(payload).query<Record<keyof ApplicationCounts, string | null>>(`
    SELECT sum(count) FILTER (WHERE completed) AS total,
           sum(count) FILTER (WHERE completed AND status = 'pending') AS pending,
           sum(count) FILTER (WHERE completed AND status = 'approved') AS approved,
           sum(count) FILTER (WHERE completed AND status = 'rejected') AS rejected,
           sum(count) FILTER (WHERE NOT completed) AS unfinished
      FROM user_counts
     WHERE role = 'applicant'`)
  const row = rows[0]
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    approved: Number(row?.approved ?? 0),
    rejected: Number(row?.rejected ?? 0),
    unfinished: Number(row?.unfinished ?? 0),
  }
}
