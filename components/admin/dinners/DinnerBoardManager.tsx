'use client'

import Link from 'next/link'
import { Button, toast } from '@payloadcms/ui'
import { useMemo, useState } from 'react'

import { ApiRequestError, apiRequest, errorMessage } from '@/client/api'
import { usePendingKey } from '@/client/usePendingAction'
import { fill } from '@/domain/adminTexts'
import { DINNER_VIEW_TEXTS, TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { formatDinnerDate } from '@/domain/dinners'
import { labelOf, SECTORS } from '@/domain/profile'
import { moveGuest, tableOf } from '@/domain/tables'
import type { Arrangement, DinnerBoard } from '@/domain/api/dinners'

import { ConfirmDialog } from '../common/ConfirmDialog'
import { DietSummary } from './DietSummary'
import { DinnerDrawerButton } from './DinnerDrawerButton'
import { DinnerFacts } from './DinnerFacts'
import { TablesBoard } from './TablesBoard'

/** Whether the stored tables seat exactly the guests booked now (a booking or a cancellation since makes them stale). */
function seatsEveryone(board: DinnerBoard): boolean {
  const seated = board.arrangement?.tables.flat() ?? []
  return seated.length === board.guests.length && board.guests.every((guest) => seated.includes(guest.id))
}

/**
 * /admin/dinners/{id}: the guests and the waitlist, the dietary summary, and the tables: compose
 * with one button, move a guest (drag and drop or menu) or pin them, recompose the rest, confirm.
 * Each change is saved at once on the composition the screen shows (the server refuses a stale one).
 */
export function DinnerBoardManager({ initial }: { initial: DinnerBoard }) {
  const [board, setBoard] = useState(initial)
  const { pending, run } = usePendingKey<'compose' | 'save' | 'confirm'>()
  const [asking, setAsking] = useState(false)
  const url = `/api/admin/dinners/${board.dinner.id}/tables`
  const confirmed = Boolean(board.confirmedAt || board.dinner.tablesConfirmedAt)
  const current = seatsEveryone(board)
  const arrangement = current ? board.arrangement : null
  const guests = useMemo(
    () =>
      Object.fromEntries(
        board.guests.map((guest) => [
          guest.id,
          { id: guest.id, firstName: guest.firstName, job: guest.job, sector: labelOf(SECTORS, guest.sector) },
        ]),
      ),
    [board.guests],
  )
  const nameOf = (id: string) => guests[id]?.firstName ?? ''
  const pinned = useMemo(() => new Set(arrangement?.pins.map((pin) => pin.guest)), [arrangement])
  const plusOnes = useMemo(() => new Set(board.guests.filter((guest) => guest.plusOne).map((guest) => guest.id)), [board.guests])

  const reload = async () => setBoard(await apiRequest<DinnerBoard>('GET', url))
  const fail = async (error: unknown) => {
    toast.error(DINNER_VIEW_TEXTS.errorTitle, { description: errorMessage(error, DINNER_VIEW_TEXTS.error) })
    // Another admin changed the tables, or the bookings moved: show what is stored now.
    if (error instanceof ApiRequestError && error.status === 409) await reload().catch(() => undefined)
  }

  const compose = () =>
    run(
      'compose',
      async () => {
        const next = await apiRequest<DinnerBoard>('POST', url, { basedOn: board.composedAt })
        setBoard(next)
        toast.success(DINNER_VIEW_TEXTS.composedTitle, {
          description: fill(DINNER_VIEW_TEXTS.composedText, { count: next.arrangement?.tables.length ?? 0 }),
        })
      },
      fail,
    )

  /** Shows the change at once, saves it on the composition shown, and goes back if that fails. */
  const save = (next: Arrangement, done: string) => {
    const previous = board
    setBoard({ ...board, arrangement: next })
    return run(
      'save',
      async () => {
        setBoard(await apiRequest<DinnerBoard>('PUT', url, { ...next, basedOn: board.composedAt }))
        toast.success(DINNER_VIEW_TEXTS.savedTitle, { description: done })
      },
      async (error) => {
        setBoard(previous)
        await fail(error)
      },
    )
  }

  const onMove = (guestId: string, to: number) => {
    if (!arrangement) return
    void save(
      { ...arrangement, tables: moveGuest(arrangement.tables, guestId, to) },
      fill(DINNER_VIEW_TEXTS.movedText, { name: nameOf(guestId), number: to + 1 }),
    )
  }
  const onPin = (guestId: string, pin: boolean) => {
    if (!arrangement) return
    const table = tableOf(arrangement.tables, guestId)
    const pins = arrangement.pins.filter((p) => p.guest !== guestId).concat(pin ? [{ guest: guestId, table }] : [])
    void save(
      { ...arrangement, pins },
      fill(pin ? DINNER_VIEW_TEXTS.pinnedText : DINNER_VIEW_TEXTS.unpinnedText, { name: nameOf(guestId), number: table + 1 }),
    )
  }

  const confirm = () =>
    run(
      'confirm',
      async () => {
        const next = await apiRequest<DinnerBoard>('POST', `${url}/confirm`, { basedOn: board.composedAt })
        setBoard(next)
        setAsking(false)
        toast.success(DINNER_VIEW_TEXTS.confirmedTitle, {
          description: fill(DINNER_VIEW_TEXTS.confirmedText, { count: next.guests.length }),
        })
      },
      async (error) => {
        setAsking(false)
        await fail(error)
      },
    )

  const { dinner } = board
  const seatsTaken = board.guests.reduce((sum, guest) => sum + (guest.plusOne ? 2 : 1), 0)
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
        <section aria-labelledby="tables-title" className="club-dinner__tables">
          <div className="club-articles__toolbar">
            <h2 id="tables-title">{DINNER_VIEW_TEXTS.tables}</h2>
            {confirmed ? null : (
              <div className="club-dinner__buttons">
                <Button
                  buttonStyle={arrangement ? 'secondary' : 'primary'}
                  margin={false}
                  onClick={() => void compose()}
                  disabled={pending !== null || board.guests.length === 0}
                >
                  {pending === 'compose'
                    ? DINNER_VIEW_TEXTS.composing
                    : arrangement && pinned.size > 0
                      ? DINNER_VIEW_TEXTS.recompose
                      : DINNER_VIEW_TEXTS.compose}
                </Button>
                <Button buttonStyle="primary" margin={false} onClick={() => setAsking(true)} disabled={pending !== null || !arrangement}>
                  {DINNER_VIEW_TEXTS.confirm}
                </Button>
              </div>
            )}
          </div>
          {confirmed ? (
            <p className="club-success" role="status">
              {fill(DINNER_VIEW_TEXTS.confirmedOn, { date: formatDinnerDate(board.confirmedAt ?? board.dinner.tablesConfirmedAt ?? '') })}
            </p>
          ) : (
            <p className="club-hint">{DINNER_VIEW_TEXTS.tablesHelp}</p>
          )}
          {board.guests.length === 0 ? <p className="club-empty">{DINNER_VIEW_TEXTS.noGuests}</p> : null}
          {board.guests.length > 0 && !arrangement ? (
            <p className="club-empty" role="status">
              {board.arrangement
                ? confirmed
                  ? TABLE_ERRORS.guestsChanged
                  : DINNER_VIEW_TEXTS.guestsChanged
                : DINNER_VIEW_TEXTS.notComposedYet}
            </p>
          ) : null}
          {arrangement ? (
            <TablesBoard
              input={board.input}
              guests={guests}
              tables={arrangement.tables}
              pinned={pinned}
              bounds={board.input.tableSize ?? { min: dinner.tableSizeMin, max: dinner.tableSizeMax }}
              onMove={onMove}
              onPin={onPin}
              plusOnes={plusOnes}
              disabled={confirmed || pending !== null}
            />
          ) : null}
        </section>

        <aside className="club-dinner__side">
          <section className="club-panel" aria-labelledby="guests-title">
            <h2 className="club-panel__title" id="guests-title">
              {DINNER_VIEW_TEXTS.guests}
            </h2>
            <p>{fill(DINNER_VIEW_TEXTS.guestsCount, { count: board.guests.length, seats: seatsTaken, total: dinner.seats })}</p>
            <h3 className="club-details__heading">{DINNER_VIEW_TEXTS.waitlist}</h3>
            {board.waitlist.length === 0 ? (
              <p className="club-muted">{DINNER_VIEW_TEXTS.noWaitlist}</p>
            ) : (
              <ol className="club-plain-list">
                {board.waitlist.map((guest) => (
                  <li key={guest.id}>
                    {guest.firstName} {guest.lastName}
                    {guest.plusOne ? ` (${DINNER_VIEW_TEXTS.withGuest})` : ''}
                  </li>
                ))}
              </ol>
            )}
          </section>
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
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  )
}
