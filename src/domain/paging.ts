/** A page of a list, as the admin routes answer it (the body stays SPEC's "list of users"; paging travels in headers). */
export type Page<T> = { docs: T[]; totalDocs: number; page: number; totalPages: number; limit: number }

export const PAGE_HEADERS = { total: 'X-Total-Count', page: 'X-Page', totalPages: 'X-Total-Pages', limit: 'X-Per-Page' } as const
