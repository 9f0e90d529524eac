import type { Payload } from 'payload'
import type { z } from 'zod'

import { compareGroups, groupStats } from '@/domain/abtestStats'
import { type AbTestStats, type AbUser, toAbUser } from '@/domain/api/abtest'
import type { Page } from '@/domain/paging'
import type { abUsersQuerySchema } from '@/domain/review'
import type { User } from '@/payload-types'

import { pageOfUsers } from './listing'
import { pool } from '../db/pool'

/**
 * Counts per group in SQL, never by loading every user (DESIGN §6): from the counts the users
 * table's triggers keep ('' is outside the experiment).
 */
export async function abTestStats(payload: Payload): Promise<AbTestStats> {
  const { rows } = await pool(payload).query<{ grp: string; count: string; converted: string }>(`
    SELECT ab_group AS grp,
           sum(count) AS count,
           coalesce(sum(count) FILTER (WHERE completed), 0) AS converted
      FROM user_counts
     WHERE role = 'applicant'
     GROUP BY ab_group`)
  const of = (grp: string) => {
    const row = rows.find((r) => r.grp === grp)
    return groupStats(Number(row?.count ?? 0), Number(row?.converted ?? 0))
  }
  const groupA = of('A')
  const groupB = of('B')
  const controlGroup = of('')
  return {
    totalUsers: groupA.count + groupB.count + controlGroup.count,
    groupA,
    groupB,
    controlGroup,
    comparison: compareGroups(groupA, groupB),
  }
}

/** One page of the A/B view's user table for a group, newest first; read as the admin. */
export async function abTestUsers(payload: Payload, admin: User, query: z.output<typeof abUsersQuerySchema>): Promise<Page<AbUser>> {
  const page = await pageOfUsers(payload, admin, { group: query.group }, query, {
    select: {
      firstName: true,
      lastName: true,
      email: true,
      abTestGroup: true,
      registrationCompleted: true,
      applicationStatus: true,
      createdAt: true,
    },
  })
  return { ...page, docs: page.docs.map(toAbUser) }
}
