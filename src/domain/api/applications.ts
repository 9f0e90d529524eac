import type { EarlierRecords } from '@/domain/keptAfterErasure'
import type { SponsorshipFacts } from '@/domain/sponsorshipReview'
import type { User } from '@/payload-types'

import { toUserRecord } from './users'

/** The reviewer as the team sees it on a card: a name, never their account. */
function reviewerOf(user: User): { id: number; name: string } | null {
  const reviewer = user.reviewedBy
  if (!reviewer || typeof reviewer !== 'object') return null
  const name = [reviewer.firstName, reviewer.lastName].filter(Boolean).join(' ') || reviewer.email
  return { id: reviewer.id, name }
}

/** One decision in an application's record: the first, or a reversal with its reason. */
export type DecisionEntry = {
  status: 'approved' | 'rejected'
  at: string
  by: string | null
  notes: string | null
  reason: string | null
}

/**
 * An application as the review dashboard shows it: SPEC §3 "User record as read", plus who decided,
 * every decision taken on it, oldest first, and whether a report or absences kept after an erasure
 * concern its address or phone number (the facts only), and its sponsorship with the members'
 * concerns (for the team alone).
 */
export function toApplicationRecord(
  user: User,
  decisions: DecisionEntry[] = [],
  earlierRecords: EarlierRecords | null = null,
  sponsorship: SponsorshipFacts | null = null,
) {
  return { ...toUserRecord(user), reviewedBy: reviewerOf(user), decisions, earlierRecords, sponsorship }
}
export type ApplicationRecord = ReturnType<typeof toApplicationRecord>

export type ApplicationCounts = { total: number; pending: number; approved: number; rejected: number; unfinished: number }

/** What a bulk decision answers: the applications decided, and those refused with the reason. */
export type BulkReviewResult = { decided: number[]; refused: Array<{ id: number; message: string }> }
