'use client'

import Link from 'next/link'
import { useState } from 'react'

import { DINNER_VIEW_TEXTS } from '@/domain/dinnerAdminTexts'
import type { DinnerBoard } from '@/domain/api/dinners'

import { ConfirmDialog } from '../common/ConfirmDialog'
import { DietSummary } from './DietSummary'
import { DinnerDrawerButton } from './DinnerDrawerButton'
import { DinnerFacts } from './DinnerFacts'
import { GuestsPanel } from './GuestsPanel'
import { TablesSection } from './TablesSection'
import { useDinnerBoard } from './useDinnerBoard'

/**
 * /admin/dinners/{id}: the guests and the waitlist, the dietary summary, and the tables: compose
 * with one button, move a guest (drag and drop or menu) or pin them, recompose the rest, confirm.
 * Each change is saved at once on the composition the screen shows (the server refuses a stale one).
 */
export function DinnerBoardManager({ initial }: { initial: DinnerBoard }) {
  const { board, seating, pending, reload, compose, move, pin, confirm } = useDinnerBoard(initial)
  const [asking, setAsking] = useState(false)
  const confirmed = Boolean(board.confirmedAt || board.dinner.tablesConfirmedAt)
  const { dinner } = board
  return (
    <div className="club-dinner">
      <header className="club-view__header club-articles__toolbar">
        <div>
          <p className="club-hint">
            <Link href="/admin/dinners">← {DINNER_VIEW_TEXTS.back}</Link>
          </p>
          <h1 className="club-view__title">{dinner.title}</h1>
        </div>
        {confirmed ? null : <DinnerDrawerButton id={dinner.id} label={DINNER_VIEW_TEXTS.editDinner} onSaved={() => void reload()} />}
      </header>
      <DinnerFacts dinner={dinner} />

      <div className="club-dinner__columns">
        <TablesSection
          board={board}
          seating={seating}
          confirmed={confirmed}
          pending={pending}
          onCompose={() => void compose()}
          onConfirm={() => setAsking(true)}
          onMove={move}
          onPin={pin}
        />
        <aside className="club-dinner__side">
          <GuestsPanel board={board} />
          <DietSummary
            guests={board.guests.map((guest) => ({
              allergies: guest.allergies,
              preferences: guest.preferences,
              otherInfo: guest.otherDiet,
              plusOne: guest.plusOne,
            }))}
          />
        </aside>
      </div>

      <ConfirmDialog
        open={asking}
        title={DINNER_VIEW_TEXTS.confirmQuestion}
        body={DINNER_VIEW_TEXTS.confirmExplained}
        confirmLabel={DINNER_VIEW_TEXTS.confirm}
        pendingLabel={DINNER_VIEW_TEXTS.confirming}
        pending={pending === 'confirm'}
        onConfirm={() => void confirm(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </div>
  )
}
