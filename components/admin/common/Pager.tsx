'use client'

import { Button } from '@payloadcms/ui'

import { REVIEW_TEXTS } from '@/domain/adminTexts'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'

/** Previous / next page, and where we are ("Page 2 sur 7 · 134 résultats"). */
export function Pager({
  page,
  totalPages,
  totalDocs,
  onPage,
}: {
  page: number
  totalPages: number
  totalDocs: number
  onPage: (page: number) => void
}) {
  return (
    <nav className="club-pager" aria-label="Pagination">
      <Button buttonStyle="secondary" size="small" margin={false} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {REVIEW_TEXTS.previous}
      </Button>
      <span className="club-pager__where" aria-live="polite">
        {fill(REVIEW_TEXTS.pageOf, { page, pages: Math.max(totalPages, 1) })} · {fillCount(REVIEW_TEXTS.results, totalDocs)}
      </span>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {REVIEW_TEXTS.next}
      </Button>
    </nav>
  )
}
