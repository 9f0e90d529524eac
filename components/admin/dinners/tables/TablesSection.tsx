'use client'

import { Button } from '@payloadcms/ui'

import type { DinnerBoard } from '@/domain/api/dinners'
import { DINNER_VIEW_TEXTS, TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'
import { tablesSummaryLabel } from '@/domain/seatingState'
import { guestsToTell } from '@/domain/tableChanges'

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
  /** Every table, or only those late bookings and cancellations concern. */
  onCompose: (scope?: 'all' | 'concerned') => void
  onConfirm: () => void
  /** « Confirmer les tables », or « Confirmer malgré tout » when a table is past its bounds. */
  confirmLabel: string
  onMove: (guestId: string, to: number) => void
  onPin: (guestId: string, pinned: boolean) => void
}

/**
 * Compose (again, around the pinned guests) and confirm; after late bookings or cancellations,
 * and always once confirmed, recompose only the tables concerned (before the confirmation, every
 * table too), then confirm, which tells only the guests whose table changed. Confirming waits
 * until every arrival has a table.
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
  const { arrangement, pinned, arrivals } = seating
  const late = arrivals.length > 0 || seating.vacated.some((names) => names.length > 0)
  const concerned = confirmed || (arrangement !== null && late)
  const composeLabel = concerned
    ? DINNER_VIEW_TEXTS.recomposeTouched
    : arrangement && pinned.size > 0
      ? DINNER_VIEW_TEXTS.recompose
      : DINNER_VIEW_TEXTS.compose
  const busy = pending !== null || board.guests.length === 0
  return (
    <div className="club-dinner__buttons">
      <Button
        buttonStyle={arrangement ? 'secondary' : 'primary'}
        margin={false}
        onClick={() => onCompose(concerned ? 'concerned' : 'all')}
        disabled={busy}
      >
        {pending === 'compose' ? DINNER_VIEW_TEXTS.composing : composeLabel}
      </Button>
      {concerned && !confirmed ? (
        <Button buttonStyle="secondary" margin={false} onClick={() => onCompose('all')} disabled={busy}>
          {DINNER_VIEW_TEXTS.recomposeAll}
        </Button>
      ) : null}
      <Button
        buttonStyle="primary"
        margin={false}
        onClick={onConfirm}
        disabled={pending !== null || !arrangement || arrivals.length > 0 || (confirmed && toTell === 0)}
      >
        {confirmLabel}
      </Button>
    </div>
  )
}

/**
 * Where the tables stand: what the dinners' index says of them (late arrivals, empty seats,
 * guests to tell), confirmed (when) or how to arrange them, and why none show (no guests, not
 * composed yet).
 */
function TablesState({
  board,
  seating,
  confirmed,
  locked,
  toTell,
}: {
  board: DinnerBoard
  seating: SeatingView
  confirmed: boolean
  locked: boolean
  toTell: number
}) {
  const { arrangement, arrivals } = seating
  const late = arrivals.length > 0 || seating.vacated.some((names) => names.length > 0)
  return (
    <>
      {arrangement ? (
        <p className="club-dinner__summary" role="status">
          <strong>{tablesSummaryLabel(summaryOf(board, seating, confirmed))}</strong>
        </p>
      ) : null}
      {confirmed ? (
        <>
          <p className="club-success">
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
      {late && !locked ? <p className="club-hint">{DINNER_VIEW_TEXTS.lateChangesHelp}</p> : null}
      {arrivals.length > 0 && !locked ? <p className="club-hint">{fillCount(TABLE_ERRORS.arrivalsFirst, arrivals.length)}</p> : null}
      {board.guests.length === 0 ? <p className="club-empty">{DINNER_VIEW_TEXTS.noGuests}</p> : null}
      {locked && !confirmed && board.guests.length > 0 ? <p className="club-empty">{DINNER_VIEW_TEXTS.tablesNeverConfirmed}</p> : null}
      {board.guests.length > 0 && !arrangement && !locked ? (
        <p className="club-empty" role="status">
          {DINNER_VIEW_TEXTS.notComposedYet}
        </p>
      ) : null}
    </>
  )
}

/** The summary the index shows, following the board's moves before they are saved (the same computation). */
function summaryOf(board: DinnerBoard, seating: SeatingView, confirmed: boolean) {
  const tables = seating.arrangement?.tables ?? []
  return {
    stage: confirmed ? ('confirmed' as const) : ('composed' as const),
    arrivals: seating.arrivals.length,
    vacated: seating.vacated.flat().length,
    toTell: confirmed ? guestsToTell(board.seated, tables).length : 0,
  }
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
      <TablesState board={board} seating={seating} confirmed={confirmed} locked={locked} toTell={toTell} />
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
          arrivals={seating.arrivals}
          vacated={seating.vacated}
          disabled={locked || pending !== null}
          readOnly={locked}
        />
      ) : null}
    </section>
  )
}
