import { z } from 'zod'

import { APPLICATION_STATUSES } from './applicationStatus'
import { optionalText, requiredText } from './fields'
import { REVIEW_NOTES_MAX } from './limits'
import { VALIDATION } from './messages/validation'

/**
 * The review dashboard (SPEC §2 Admin panel): its tabs, list queries and bulk decisions.
 * 'unfinished' lists registrations stopped before step 7: visible, never decided on.
 */
export const REVIEW_TABS = [...APPLICATION_STATUSES, 'unfinished'] as const
export type ReviewTab = (typeof REVIEW_TABS)[number]

export const REVIEW_TAB_LABELS: Record<ReviewTab, string> = {
  pending: 'En attente',
  approved: 'Approuvées',
  rejected: 'Rejetées',
  unfinished: 'Non terminées',
}

export const LIST_SORTS = ['recent', 'oldest', 'name'] as const
export type ListSort = (typeof LIST_SORTS)[number]
export const LIST_SORT_LABELS: Record<ListSort, string> = {
  recent: 'Plus récentes d’abord',
  oldest: 'Plus anciennes d’abord',
  name: 'Nom (A → Z)',
}

const PAGE_SIZE_DEFAULT = 20
const PAGE_SIZE_MAX = 100
const SEARCH_MAX = 100
/** How many applications one bulk decision may cover. */
const BULK_REVIEW_MAX = 100

/** Query string of the paged admin lists (`?page=&limit=&q=&sort=`). */
export const listQuerySchema = z.object({
  page: z.coerce
    .number({ error: VALIDATION.pageInvalid })
    .int({ error: VALIDATION.pageInvalid })
    .min(1, { error: VALIDATION.pageInvalid })
    .max(100_000, { error: VALIDATION.pageInvalid })
    .default(1),
  limit: z.coerce
    .number({ error: VALIDATION.pageInvalid })
    .int({ error: VALIDATION.pageInvalid })
    .min(1, { error: VALIDATION.pageInvalid })
    .max(PAGE_SIZE_MAX, { error: VALIDATION.pageInvalid })
    .default(PAGE_SIZE_DEFAULT),
  q: optionalText(SEARCH_MAX).default(''),
  sort: z.enum(LIST_SORTS, { error: VALIDATION.sortInvalid }).default('recent'),
})
export type ListQuery = z.output<typeof listQuerySchema>

/** One decision on one application (POST /api/admin/applications/{id}/review). */
export const reviewSchema = z.object({
  action: z.enum(['approve', 'reject'], { error: VALIDATION.reviewActionInvalid }),
  notes: optionalText(REVIEW_NOTES_MAX).default(''),
})

/**
 * An admin changes their mind on a decided application (POST /api/admin/applications/{id}/reverse):
 * the new decision, the reason kept in the record, and an optional note for the applicant.
 */
export const reversalSchema = reviewSchema.extend({
  reason: requiredText(VALIDATION.reversalReasonRequired, REVIEW_NOTES_MAX),
})

/** What the admin types to change a decision (the decision itself is the form's button). */
export const reversalFormSchema = reversalSchema.pick({ reason: true, notes: true })

export const bulkReviewSchema = reviewSchema.extend({
  ids: z
    .array(z.number({ error: VALIDATION.reviewIdsInvalid }).int().positive(), { error: VALIDATION.reviewIdsInvalid })
    .min(1, { error: VALIDATION.reviewIdsInvalid })
    .max(BULK_REVIEW_MAX, { error: VALIDATION.reviewIdsInvalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: VALIDATION.reviewIdsInvalid }),
})

/** The API address of one page of a review tab. */
export function applicationsUrl(tab: ReviewTab, query: Pick<ListQuery, 'page' | 'q' | 'sort'>): string {
  const params = new URLSearchParams({ page: String(query.page), sort: query.sort })
  if (query.q) params.set('q', query.q)
  return `/api/admin/applications/${tab}?${params}`
}

/** The A/B view's user tables (SPEC §2): everyone, each arm, and the control group (outside the experiment). */
export const AB_USER_TABS = ['all', 'A', 'B', 'control'] as const
export type AbUserTab = (typeof AB_USER_TABS)[number]
export const AB_USER_TAB_LABELS: Record<AbUserTab, string> = { all: 'Tous', A: 'A', B: 'B', control: 'Contrôle' }

export const abUsersQuerySchema = listQuerySchema.extend({
  group: z.enum(AB_USER_TABS, { error: VALIDATION.abGroupInvalid }).default('all'),
})

/** The API address of one page of the A/B view's user table. */
export function abUsersUrl(group: AbUserTab, page: number): string {
  return `/api/admin/abtest/users?${new URLSearchParams({ group, page: String(page) })}`
}
