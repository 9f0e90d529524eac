'use client'

import { Button } from '@payloadcms/ui'

import type { DinnerBoard } from '@/domain/api/dinners'
import { DINNER_VIEW_TEXTS, TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'

import { TablesBoard } from './TablesBoard'
import type { SeatingView } from './useSeatingView'

type Props = {
  board: DinnerBoard
  seating: SeatingView
  confirmed: boolean
  /** Once confirmed, how many guests the tables shown would move (and tell). */
  toTell: number
  /** The evening has begun: the tables are shown as they were, with nothing to compose, move or confirm. */
  locked: boolean
  /** The change under way, if any: every button waits. */
  pending: string | null
  onCompose: () => void
  onConfirm: () => void
  /** « Confirmer les tables », or « Confirmer malgré tout » when a table is past its bounds. */
  confirmLabel: string
  onMove: (guestId: string, to: number) => void
  onPin: (guestId: string, pinned: boolean) => void
}

/**
 * Compose (again, around the pinned guests) and confirm; once confirmed, recompose the tables a
 * late change touched and confirm the changes, which tells only the guests whose table changed.
 */
function CompositionButtons({
  board,
  seating,
  confirmed,
  toTell,
  pending,
  onCompose,
  onConfirm,
  confirmLabel,
}: Omit<Props, 'onMove' | 'onPin' | 'locked'>) {
  const { arrangement, pinned } = seating
  const composeLabel = confirmed
    ? DINNER_VIEW_TEXTS.recomposeTouched
    : arrangement && pinned.size > 0
      ? DINNER_VIEW_TEXTS.recompose
      : DINNER_VIEW_TEXTS.compose
  return (
    <div className="club-dinner__buttons">
      <Button
        buttonStyle={arrangement ? 'secondary' : 'primary'}
        margin={false}
        onClick={onCompose}
        disabled={pending !== null || board.guests.length === 0}
      >
        {pending === 'compose' ? DINNER_VIEW_TEXTS.composing : composeLabel}
      </Button>
      <Button
        buttonStyle="primary"
        margin={false}
        onClick={onConfirm}
        disabled={pending !== null || !arrangement || (confirmed && toTell === 0)}
      >
        {confirmLabel}
      </Button>
    </div>
  )
}

/** Where the tables stand: confirmed (when) or how to arrange them, and why none show (no guests, guests changed since, not composed yet). */
function TablesState({
  board,
  confirmed,
  locked,
  toTell,
  shown,
}: {
  board: DinnerBoard
  confirmed: boolean
  locked: boolean
  toTell: number
  shown: boolean
}) {
  return (
    <>
      {confirmed ? (
        <>
          <p className="club-success" role="status">
            {fill(DINNER_VIEW_TEXTS.confirmedOn, { date: formatDinnerDate(board.confirmedAt ?? board.dinner.tablesConfirmedAt ?? '') })}
          </p>
          {board.confirmedOutOfBounds ? (
            <p className="club-hint">{fill(DINNER_VIEW_TEXTS.confirmedAnyway, { reason: board.confirmedOutOfBounds })}</p>
          ) : null}
          <p className="club-hint">{locked ? DINNER_VIEW_TEXTS.tablesHeld : DINNER_VIEW_TEXTS.reseatHelp}</p>
          {toTell > 0 && !locked ? (
            <p className="club-hint" role="status">
              <strong>{fillCount(DINNER_VIEW_TEXTS.toTell, toTell)}</strong>
            </p>
          ) : null}
        </>
      ) : (
        <p className="club-hint">{locked ? DINNER_VIEW_TEXTS.tablesHeld : DINNER_VIEW_TEXTS.tablesHelp}</p>
      )}
      {board.guests.length === 0 ? <p className="club-empty">{DINNER_VIEW_TEXTS.noGuests}</p> : null}
      {locked && !confirmed && board.guests.length > 0 ? <p className="club-empty">{DINNER_VIEW_TEXTS.tablesNeverConfirmed}</p> : null}
      {board.guests.length > 0 && !shown && !locked ? (
        <p className="club-empty" role="status">
          {board.arrangement
            ? confirmed
              ? TABLE_ERRORS.guestsChanged
              : DINNER_VIEW_TEXTS.guestsChanged
            : DINNER_VIEW_TEXTS.notComposedYet}
        </p>
      ) : null}
    </>
  )
}

/** The board's "Tables": its buttons, where the composition stands, and the tables to arrange. */
export function TablesSection({
  board,
  seating,
  confirmed,
  toTell,
  locked,
  pending,
  onCompose,
  onConfirm,
  confirmLabel,
  onMove,
  onPin,
}: Props) {
  const { arrangement } = seating
  const { dinner } = board
  return (
    <section aria-labelledby="tables-title" className="club-dinner__tables">
      <div className="club-articles__toolbar">
        <h2 id="tables-title">{DINNER_VIEW_TEXTS.tables}</h2>
        {locked ? null : (
          <CompositionButtons
            board={board}
            seating={seating}
            confirmed={confirmed}
            toTell={toTell}
            pending={pending}
            onCompose={onCompose}
            onConfirm={onConfirm}
            confirmLabel={confirmLabel}
          />
        )}
      </div>
      <TablesState board={board} confirmed={confirmed} locked={locked} toTell={toTell} shown={arrangement !== null} />
      {arrangement ? (
        <TablesBoard
          input={board.input}
          guests={seating.guests}
          tables={arrangement.tables}
          pinned={seating.pinned}
          bounds={board.input.tableSize ?? { min: dinner.tableSizeMin, max: dinner.tableSizeMax }}
          onMove={onMove}
          onPin={onPin}
          plusOnes={seating.plusOnes}
          disabled={locked || pending !== null}
          readOnly={locked}
        />
      ) : null}
    </section>
  )
}
