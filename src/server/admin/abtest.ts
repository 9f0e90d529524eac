import type { Payload } from 'payload'

import { compareGroups, groupStats } from '@/domain/abtest'
import type { User } from '@/payload-types'

import { pool } from '../db/pool'

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

export async function abTestUsers(payload: Payload, admin: User) {
  const result = await payload.find({
    collection: 'users',
    where: { role: { equals: 'applicant' } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    user: admin,
    overrideAccess: false,
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
  return result.docs.map((u) => ({
    id: u.id,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    email: u.email,
    abTestGroup: u.abTestGroup ?? null,
    registrationCompleted: Boolean(u.registrationCompleted),
    applicationStatus: u.applicationStatus ?? 'pending',
    createdAt: u.createdAt,
  }))
}
