import type { z } from 'zod'

import { KEYSET_HEADERS, type KeysetPage, PAGE_HEADERS, type Page } from '@/domain/paging'

import { validate } from './body'
import { json } from './respond'

/** The query string of a GET request, validated (e.g. `?page=&limit=&q=&sort=`): 400 in French when wrong. */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return validate(schema, Object.fromEntries(new URL(req.url).searchParams))
}

/** A page of a list: the body is the list itself (SPEC §7 "lists of users"), paging is in headers. */
export function pageResponse<T>(page: Page<T>): Response {
  return json(page.docs, 200, {
    [PAGE_HEADERS.total]: String(page.totalDocs),
    [PAGE_HEADERS.page]: String(page.page),
    [PAGE_HEADERS.totalPages]: String(page.totalPages),
    [PAGE_HEADERS.limit]: String(page.limit),
  })
}

/** A page read by position: the body is the list, the cursors either side and the capped count are in headers (absent at either end). */
export function keysetPageResponse<T>(page: KeysetPage<T>): Response {
  return json(page.docs, 200, {
    [KEYSET_HEADERS.total]: String(page.total),
    [KEYSET_HEADERS.totalCapped]: String(page.totalCapped),
    [KEYSET_HEADERS.limit]: String(page.limit),
    ...(page.older ? { [KEYSET_HEADERS.older]: page.older } : {}),
    ...(page.newer ? { [KEYSET_HEADERS.newer]: page.newer } : {}),
  })
}
