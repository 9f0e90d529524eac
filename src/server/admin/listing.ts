import type { Payload, PopulateType, SelectType } from 'payload'

import type { Page } from '@/domain/paging'
import type { AbUserTab, ListQuery, ListSort, ReviewTab } from '@/domain/review'
import { tsQuery } from '@/domain/search'
import type { User } from '@/payload-types'

import { pool } from '../db/pool'

/**
 * The pages of the team's lists, for 100,000 applicants and more: which ids, in which order,
 * and how many in all, asked of PostgreSQL directly (indexes on the tabs and groups, a
 * full-text index for the search, the trigger-kept counts for the totals); then those rows read
 * through Payload as the admin, like any other read.
 */
export type UserFilter = { tab: ReviewTab } | { group: AbUserTab }

/** Sort orders, with the id last so that pages never overlap or skip a row. */
const ORDER: Record<ListSort, string> = {
  recent: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id ASC',
  name: 'last_name ASC, first_name ASC, id ASC',
}

/** The filter in SQL over `users`, and the same over the counts kept in `user_counts`. */
function conditions(filter: UserFilter): { users: string[]; counts: string[] } {
  if ('tab' in filter) {
    if (filter.tab === 'unfinished') return { users: ['NOT registration_completed'], counts: ['NOT completed'] }
    const status = `'${filter.tab}'`
    return { users: ['registration_completed', `application_status = ${status}`], counts: ['completed', `status = ${status}`] }
  }
  if (filter.group === 'all') return { users: [], counts: [] }
  if (filter.group === 'control') return { users: ['ab_test_group IS NULL'], counts: [`ab_group = ''`] }
  return { users: [`ab_test_group = '${filter.group}'`], counts: [`ab_group = '${filter.group}'`] }
}

/** The applicants a list or an export shows: its WHERE over `users` (with its parameters) and its ORDER BY. */
export function applicantSelection(filter: UserFilter, query: Pick<ListQuery, 'q' | 'sort'>) {
  const search = tsQuery(query.q)
  const params: unknown[] = []
  const where = ["role = 'applicant'", ...conditions(filter).users]
  if (search) {
    params.push(search)
    where.push(`search_vector @@ to_tsquery('simple', $${params.length})`)
  }
  return { where: where.join(' AND '), params, order: ORDER[query.sort], searched: search !== null }
}

async function pageIds(payload: Payload, filter: UserFilter, query: ListQuery): Promise<{ ids: number[]; total: number }> {
  const db = pool(payload)
  const selection = applicantSelection(filter, query)
  const { params } = selection
  const offset = (query.page - 1) * query.limit
  const [rows, total] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT id FROM users WHERE ${selection.where} ORDER BY ${selection.order} LIMIT ${query.limit} OFFSET ${offset}`,
      params,
    ),
    selection.searched
      ? db.query<{ total: string }>(`SELECT count(*) AS total FROM users WHERE ${selection.where}`, params)
      : db.query<{ total: string | null }>(
          `SELECT sum(count) AS total FROM user_counts WHERE ${["role = 'applicant'", ...conditions(filter).counts].join(' AND ')}`,
        ),
  ])
  return { ids: rows.rows.map((row) => row.id), total: Number(total.rows[0]?.total ?? 0) }
}

/** One page of applicants, read as `admin` (access rules and field rules apply to the rows). */
export async function pageOfUsers(
  payload: Payload,
  admin: User,
  filter: UserFilter,
  query: ListQuery,
  read: { depth?: number; populate?: PopulateType; select?: SelectType } = {},
): Promise<Page<User>> {
  const { ids, total } = await pageIds(payload, filter, query)
  const rows = ids.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: ids } },
        // Bounded by the page already cut in SQL (pageIds): at most `query.limit` rows.
        pagination: false,
        depth: read.depth ?? 0,
        ...(read.populate ? { populate: read.populate } : {}),
        ...(read.select ? { select: read.select } : {}),
        user: admin,
        overrideAccess: false,
      })
    : { docs: [] }
  const byId = new Map(rows.docs.map((doc) => [doc.id, doc as User]))
  return {
    docs: ids.map((id) => byId.get(id)).filter((doc): doc is User => doc !== undefined),
    totalDocs: total,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
    limit: query.limit,
  }
}
