import type { PaginatedDocs, Where } from 'payload'

import type { ListQuery, ListSort, Page } from '@/domain/review'
import { searchKey } from '@/domain/search'

/** What the admin lists share: search, sort orders and the page they answer. */

/** Every word must appear in the name, the e-mail or the company (case and accents ignored). */
export function searchWhere(q: string): Where | null {
  const words = searchKey(q).split(' ').filter(Boolean).slice(0, 5)
  if (words.length === 0) return null
  return { and: words.map((word) => ({ searchText: { contains: word } })) }
}

/** Sort orders, with the id last so that pages never overlap or skip a row. */
export const SORT_ORDER: Record<ListSort, string[]> = {
  recent: ['-createdAt', '-id'],
  oldest: ['createdAt', 'id'],
  name: ['lastName', 'firstName', 'id'],
}

export function pageOf<D, T>(result: PaginatedDocs<D>, query: ListQuery, map: (doc: D) => T): Page<T> {
  return {
    docs: result.docs.map(map),
    totalDocs: result.totalDocs,
    page: result.page ?? query.page,
    totalPages: result.totalPages,
    limit: query.limit,
  }
}
