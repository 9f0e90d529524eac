import type { Payload } from 'payload'

import type { Page } from '@/domain/paging'
import type { ListQuery, ReviewTab } from '@/domain/review'
import type { User } from '@/payload-types'

import { pool } from '../db/pool'
import { toUserRecord } from '../users/record'
import { pageOfUsers } from './listing'

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

/** One page of a review tab, filtered, sorted and paged in SQL; read as the admin. */
export async function listApplications(payload: Payload, admin: User, tab: ReviewTab, query: ListQuery): Promise<Page<ApplicationRecord>> {
  const page = await pageOfUsers(payload, admin, { tab }, query, {
    depth: 1,
    populate: { users: { firstName: true, lastName: true, email: true } },
  })
  return { ...page, docs: page.docs.map(toApplicationRecord) }
}

export type ApplicationCounts = { total: number; pending: number; approved: number; rejected: number; unfinished: number }

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
