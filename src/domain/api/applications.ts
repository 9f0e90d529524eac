import type { User } from '@/payload-types'

import { toUserRecord } from './users'

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

export type ApplicationCounts = { total: number; pending: number; approved: number; rejected: number; unfinished: number }

/** What a bulk decision answers: the applications decided, and those refused with the reason. */
export type BulkReviewResult = { decided: number[]; refused: Array<{ id: number; message: string }> }
