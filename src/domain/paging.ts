/** A page of a list, as the admin routes answer it (the body stays SPEC's "list of users"; paging travels in headers). */
export type Page<T> = { docs: T[]; totalDocs: number; page: number; totalPages: number; limit: number }

export const PAGE_HEADERS = { total: 'X-Total-Count', page: 'X-Page', totalPages: 'X-Total-Pages', limit: 'X-Per-Page' } as const

/**
 * A page of a list read by position rather than by number (« Journal »: a million entries, and new
 * ones arriving at the top): the cursors of the pages on either side (null at either end), and a
 * count that stops at a cap (`totalCapped` then says there are more).
 */
export type KeysetPage<T> = {
  docs: T[]
  limit: number
  total: number
  totalCapped: boolean
  older: string | null
  newer: string | null
}

export const KEYSET_HEADERS = {
  total: 'X-Total-Count',
  totalCapped: 'X-Total-Capped',
  older: 'X-Older-Cursor',
  newer: 'X-Newer-Cursor',
  limit: 'X-Per-Page',
} as const
