'use client'

import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { useState } from 'react'

import type { DinnerBoard } from '@/domain/api/dinners'
import { DINNER_VIEW_TEXTS, TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { dinnerHasBegun } from '@/domain/dinners'
import { OUT_OF_BOUNDS_REASON_MAX } from '@/domain/limits'
import { fillCount } from '@/domain/plural'
import { pastBoundsOf } from '@/domain/tableBounds'
import { guestsToTell } from '@/domain/tableChanges'

import { ConfirmDialog } from '../common/ConfirmDialog'
import { DinnerFeedbackPanel } from './afterwards/DinnerFeedbackPanel'
import { AttendancePanel } from './attendance/AttendancePanel'
import { DinnerDrawerButton } from './DinnerDrawerButton'
import { DinnerFacts } from './DinnerFacts'
import { EveningHostsPanel } from './evening/EveningHostsPanel'
import { AddGuestDialog } from './guests/AddGuestDialog'
import { DietSummary } from './guests/DietSummary'
import { GuestList } from './guests/GuestList'
import { GuestsPanel } from './guests/GuestsPanel'
import { useTeamBooking } from './guests/useTeamBooking'
import { GuestMailsPanel } from './mails/GuestMailsPanel'
import { TablesSection } from './tables/TablesSection'
import { useDinnerBoard } from './useDinnerBoard'

type Board = ReturnType<typeof useBoardScreen>

/**
 * The board and what the screen derives from it: whether the dinner is cancelled, confirmed or
 * still to come, the tables past their bounds, how many guests a new confirmation would tell, the
 * question being asked (confirm the tables, cancel the dinner) and a member being added.
 */
function useBoardScreen(initial: DinnerBoard) {
  const state = useDinnerBoard(initial)
  const { board, seating, reload } = state
  const [asking, setAsking] = useState<'confirm' | 'cancel' | null>(null)
  const [reason, setReason] = useState('')
  const { dinner } = board
  // Tables past their bounds, +1s counted, as the server checks them: confirming them needs a reason.
  const pastBounds = seating.arrangement ? pastBoundsOf(board, seating.arrangement.tables) : []
  const cancelled = dinner.status === 'cancelled'
  const confirmed = Boolean(board.confirmedAt || dinner.tablesConfirmedAt)
  // After the confirmation, the guests the tables shown would move: only they are told.
  const toTell = confirmed && seating.arrangement ? guestsToTell(board.seated, seating.arrangement.tables).length : 0
  const confirmLabel =
    pastBounds.length > 0 ? DINNER_VIEW_TEXTS.confirmAnyway : confirmed ? DINNER_VIEW_TEXTS.confirmChanges : DINNER_VIEW_TEXTS.confirm
  const [openedAt] = useState(() => new Date())
  const upcoming = !dinnerHasBegun(dinner.startsAt, openedAt)
  const adding = useTeamBooking(dinner.id, reload)
  return { ...state, asking, setAsking, reason, setReason, pastBounds, cancelled, confirmed, toTell, confirmLabel, upcoming, adding }
}

/** The way back, the dinner's title, « Modifier » until the tables are confirmed and « Annuler le dîner » before it. */
function BoardHeader({ screen }: { screen: Board }) {
  const { board, confirmed, cancelled, upcoming, reload, setAsking } = screen
  const { dinner } = board
  return (
    <header className="club-view__header club-articles__toolbar">
      <div>
        <p className="club-hint">
          <Link href="/admin/dinners">← {DINNER_VIEW_TEXTS.back}</Link>
        </p>
        <h1 className="club-view__title">{dinner.title}</h1>
      </div>
      <div className="club-dinner__actions">
        {confirmed || cancelled ? null : (
          <DinnerDrawerButton id={dinner.id} label={DINNER_VIEW_TEXTS.editDinner} onSaved={() => void reload()} />
        )}
        {cancelled || dinner.status === 'draft' || !upcoming ? null : (
          <Button buttonStyle="secondary" margin={false} className="club-button--danger" onClick={() => setAsking('cancel')}>
            {DINNER_VIEW_TEXTS.cancelDinner}
          </Button>
        )}
      </div>
    </header>
  )
}

/** The tables, then beside them the guests (with « Ajouter un membre ») and the dietary summary. */
function BoardColumns({ screen }: { screen: Board }) {
  const { board, seating, confirmed, cancelled, upcoming, toTell, pending, compose, confirmLabel, setAsking, move, pin, adding } = screen
  const { dinner } = board
  return (
    <div className="club-dinner__columns">
      {cancelled ? null : (
        <TablesSection
          board={board}
          seating={seating}
          confirmed={confirmed}
          toTell={toTell}
          locked={!upcoming}
          pending={pending}
          onCompose={(scope) => void compose(scope)}
          confirmLabel={confirmLabel}
          onConfirm={() => setAsking('confirm')}
          onMove={move}
          onPin={pin}
        />
      )}
      <aside className="club-dinner__side">
        <GuestsPanel board={board} onAdd={cancelled || !upcoming || dinner.status === 'draft' ? undefined : () => adding.setOpen(true)} />
        <DietSummary
          guests={board.guests.map((guest) => ({
            allergies: guest.allergies,
            preferences: guest.preferences,
            otherInfo: guest.otherDiet,
            plusOne: guest.plusOne,
            guestNeeds: guest.guest?.dietaryNeeds ?? null,
          }))}
        />
      </aside>
    </div>
  )
}

/** « Confirmer les tables » asked once more: past their bounds, the reason why; after a first confirmation, how many are told. */
function ConfirmTablesDialog({ screen }: { screen: Board }) {
  const { asking, setAsking, pastBounds, confirmed, toTell, confirmLabel, pending, reason, setReason, confirm } = screen
  const anyway = pastBounds.length > 0
  return (
    <ConfirmDialog
      open={asking === 'confirm'}
      title={
        anyway
          ? DINNER_VIEW_TEXTS.confirmAnywayQuestion
          : confirmed
            ? DINNER_VIEW_TEXTS.confirmChangesQuestion
            : DINNER_VIEW_TEXTS.confirmQuestion
      }
      body={[
        ...(anyway ? [TABLE_ERRORS.outOfBounds, ...pastBounds] : []),
        confirmed ? fillCount(DINNER_VIEW_TEXTS.confirmChangesExplained, toTell) : DINNER_VIEW_TEXTS.confirmExplained,
      ].join(' ')}
      confirmLabel={confirmLabel}
      pendingLabel={DINNER_VIEW_TEXTS.confirming}
      pending={pending === 'confirm'}
      reason={
        anyway
          ? { label: DINNER_VIEW_TEXTS.confirmAnywayReason, value: reason, maxLength: OUT_OF_BOUNDS_REASON_MAX, onChange: setReason }
          : undefined
      }
      onConfirm={() => void confirm(() => setAsking(null), anyway ? reason : undefined, toTell)}
      onCancel={() => setAsking(null)}
    />
  )
}

/**
 * /admin/dinners/{id}: once the dinner has begun, attendance and feedback first and the tables read-only;
 * before, the guest list first, then the guests and the waitlist, the dietary summary, and the tables: compose
 * with one button, move a guest (drag and drop or menu) or pin them, recompose the rest, confirm.
 * Each change is saved at once on the composition the screen shows (the server refuses a stale one).
 */
export function DinnerBoardManager({ initial }: { initial: DinnerBoard }) {
  const screen = useBoardScreen(initial)
  const { board, seating, cancelled, upcoming, asking, setAsking, pending, cancelDinner, adding } = screen
  const { dinner } = board
  return (
    <div className="club-dinner">
      <BoardHeader screen={screen} />
      <DinnerFacts dinner={dinner} />
      {cancelled ? (
        <p className="club-hint" role="status">
          {DINNER_VIEW_TEXTS.cancelledNote}
        </p>
      ) : null}

      {/* Once the dinner has begun, who came and what they thought come first; the tables are a record. */}
      {cancelled || upcoming || dinner.status === 'draft' ? null : (
        <>
          <AttendancePanel dinnerId={dinner.id} />
          <DinnerFeedbackPanel dinnerId={dinner.id} />
        </>
      )}
      {cancelled || dinner.status === 'draft' ? null : <EveningHostsPanel dinnerId={dinner.id} live={!upcoming} />}
      <GuestList board={board} tables={seating.arrangement?.tables ?? null} />
      <BoardColumns screen={screen} />
      <GuestMailsPanel key={dinner.status} dinnerId={dinner.id} canWrite={!cancelled && upcoming} />

      <ConfirmTablesDialog screen={screen} />
      <AddGuestDialog
        open={adding.open}
        query={adding.query}
        search={adding.search}
        pending={adding.pending}
        onQuery={adding.setQuery}
        onAdd={(candidate) => void adding.add(candidate)}
        onClose={() => adding.setOpen(false)}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        title={DINNER_VIEW_TEXTS.cancelQuestion}
        body={DINNER_VIEW_TEXTS.cancelExplained}
        confirmLabel={DINNER_VIEW_TEXTS.cancelDinner}
        pendingLabel={DINNER_VIEW_TEXTS.cancelling}
        pending={pending === 'cancel'}
        onConfirm={() => void cancelDinner(() => setAsking(null))}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}
