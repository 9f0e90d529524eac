import { z } from 'zod'

import { optionalText } from './fields'
import { REVIEW_NOTES_MAX } from './limits'
import { VALIDATION } from './messages'

/** Application review states (SPEC §4 ApplicationStatus). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
}
export const UNKNOWN_STATUS_LABEL = 'Statut inconnu'

export function applicationStatusLabel(status: string | null | undefined): string {
  return (APPLICATION_STATUS_LABELS as Record<string, string>)[status ?? 'pending'] ?? UNKNOWN_STATUS_LABEL
}

export const REVIEW_ACTIONS = { approve: 'approved', reject: 'rejected' } as const
export type ReviewAction = keyof typeof REVIEW_ACTIONS

export const AB_GROUPS = ['A', 'B'] as const
export type AbGroup = (typeof AB_GROUPS)[number]

export const reviewSchema = z.object({
  action: z.enum(['approve', 'reject'], { error: VALIDATION.reviewActionInvalid }),
  notes: optionalText(REVIEW_NOTES_MAX).default(''),
})
