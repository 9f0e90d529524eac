'use client'

import { Button } from '@payloadcms/ui'

import { AUDIT_COUNT_CAP, AUDIT_TEXTS, type JournalPosition } from '@/domain/audit'
import { fill } from '@/domain/fill'
import type { KeysetPage } from '@/domain/paging'
import { fillCount } from '@/domain/plural'

/**
 * « Plus récents » / « Plus anciens »: the pages either side of the one shown, by their cursors
 * (a button is disabled at that end of the log), and how many entries the filters select, counted
 * up to 200 (« Plus de 200 entrées » beyond).
 */
export function JournalPager({ page, onMove }: { page: KeysetPage<unknown>; onMove: (position: JournalPosition) => void }) {
  const { older, newer } = page
  if (!older && !newer) return null
  return (
    <nav className="club-pager" aria-label={AUDIT_TEXTS.pagerLabel}>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={!newer} onClick={() => newer && onMove({ apres: newer })}>
        {AUDIT_TEXTS.newer}
      </Button>
      <span className="club-pager__where" aria-live="polite">
        {page.totalCapped ? fill(AUDIT_TEXTS.moreEntries, { count: AUDIT_COUNT_CAP }) : fillCount(AUDIT_TEXTS.entries, page.total)}
      </span>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={!older} onClick={() => older && onMove({ avant: older })}>
        {AUDIT_TEXTS.older}
      </Button>
    </nav>
  )
}
