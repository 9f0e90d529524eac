import type { compareGroups, groupStats } from '@/domain/abtestStats'
import type { User } from '@/payload-types'

type GroupStats = ReturnType<typeof groupStats>

/** GET /api/admin/abtest/stats (SPEC §3 "A/B stats"), with the comparison of A and B. */
export type AbTestStats = {
  totalUsers: number
  groupA: GroupStats
  groupB: GroupStats
  controlGroup: GroupStats
  comparison: ReturnType<typeof compareGroups>
}

/** A user of the A/B view's table. */
export function toAbUser(u: User) {
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
