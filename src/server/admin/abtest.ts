import type { Payload, Where } from 'payload'
import type { z } from 'zod'

import { compareGroups, groupStats } from '@/domain/abtest'
import type { AbUserTab, Page, abUsersQuerySchema } from '@/domain/review'
import type { User } from '@/payload-types'

import { pool } from '../db/pool'
import { pageOf, searchWhere, SORT_ORDER } from './listing'

/** Counts per group computed in SQL, never by loading every user (DESIGN §6). */
export async function abTestStats(payload: Payload) {
  const { rows } = await pool(payload).query<{ grp: string | null; count: string; converted: string }>(`
    SELECT ab_test_group::text AS grp,
           count(*) AS count,
           count(*) FILTER (WHERE registration_completed) AS converted
      FROM users
     WHERE role = 'applicant'
     GROUP BY ab_test_group`)
  const of = (grp: string | null) => {
    const row = rows.find((r) => r.grp === grp)
    return groupStats(Number(row?.count ?? 0), Number(row?.converted ?? 0))
  }
  const groupA = of('A')
  const groupB = of('B')
  const controlGroup = of(null)
  return {
    totalUsers: groupA.count + groupB.count + controlGroup.count,
    groupA,
    groupB,
    controlGroup,
    comparison: compareGroups(groupA, groupB),
  }
}
export type AbTestStats = Awaited<ReturnType<typeof abTestStats>>

function toAbUser(u: User) {
  return {
    id: u.id,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    email: u.email,
    abTestGroup: u.abTestGroup ?? null,
    registrationCompleted: Boolean(u.registrationCompleted),
    applicationStatus: u.applicationStatus ?? 'pending',
    createdAt: u.createdAt,
  }
}
export type AbUser = ReturnType<typeof toAbUser>

const GROUP_WHERE: Record<AbUserTab, Where | null> = {
  all: null,
  A: { abTestGroup: { equals: 'A' } },
  B: { abTestGroup: { equals: 'B' } },
  control: { abTestGroup: { exists: false } },
}

/** One page of the A/B view's user table for a group, newest first; read as the admin. */
export async function abTestUsers(payload: Payload, admin: User, query: z.output<typeof abUsersQuerySchema>): Promise<Page<AbUser>> {
  const filters = [{ role: { equals: 'applicant' } }, GROUP_WHERE[query.group], searchWhere(query.q)].filter(
    (where): where is Where => where !== null,
  )
  const result = await payload.find({
    collection: 'users',
    where: { and: filters },
    sort: SORT_ORDER[query.sort],
    page: query.page,
    limit: query.limit,
    depth: 0,
    user: admin,
    overrideAccess: false,
    select: { firstName: true, lastName: true, email: true, abTestGroup: true, registrationCompleted: true, applicationStatus: true, createdAt: true },
  })
  return pageOf(result, query, (doc) => toAbUser(doc as User))
}
