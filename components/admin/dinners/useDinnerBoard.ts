'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { ApiRequestError, apiRequest, errorMessage } from '@/client/api'
import { usePendingKey } from '@/client/usePendingAction'
import type { Arrangement, DinnerBoard } from '@/domain/api/dinners'
import { DINNER_VIEW_TEXTS } from '@/domain/dinnerAdminTexts'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'
import { vacatedAfter } from '@/domain/seatingState'
import { seatGuest, tableOf } from '@/domain/tables'

import { useSeatingView } from './tables/useSeatingView'

type NameOf = (guestId: string) => string

/** The arrangement once a guest moves, or an arrival is placed, at table `to`, and what the toast says. */
function moved(arrangement: Arrangement, guestId: string, to: number, nameOf: NameOf): [Arrangement, string] {
  const next = { ...arrangement, tables: seatGuest(arrangement.tables, guestId, to) }
  return [next, fill(DINNER_VIEW_TEXTS.movedText, { name: nameOf(guestId), number: to + 1 })]
}

/** The arrangement once a guest is pinned to their table (or no longer), and what the toast says. */
function pinned(arrangement: Arrangement, guestId: string, pinning: boolean, nameOf: NameOf): [Arrangement, string] {
  const table = tableOf(arrangement.tables, guestId)
  const pins = arrangement.pins.filter((p) => p.guest !== guestId).concat(pinning ? [{ guest: guestId, table }] : [])
  const text = pinning ? DINNER_VIEW_TEXTS.pinnedText : DINNER_VIEW_TEXTS.unpinnedText
  return [{ ...arrangement, pins }, fill(text, { name: nameOf(guestId), number: table + 1 })]
}

/**
 * A dinner's board and each change to its tables, saved at once on the composition shown (the
 * server refuses a stale one) and said in a toast; `pending` names the change under way.
 */
export function useDinnerBoard(initial: DinnerBoard) {
  const [board, setBoard] = useState(initial)
  const seating = useSeatingView(board)
  const { arrangement, nameOf } = seating
  const { pending, run } = usePendingKey<'compose' | 'save' | 'confirm' | 'cancel'>()
  const url = `/api/admin/dinners/${board.dinner.id}/tables`

  const reload = async () => setBoard(await apiRequest<DinnerBoard>('GET', url))
  const fail = async (error: unknown) => {
    toast.error(DINNER_VIEW_TEXTS.errorTitle, { description: errorMessage(error, DINNER_VIEW_TEXTS.error) })
    // Another admin changed the tables, or the bookings moved: show what is stored now.
    if (error instanceof ApiRequestError && error.status === 409) await reload().catch(() => undefined)
  }

  /** Composes every table, or only those late bookings and cancellations concern (always so once confirmed). */
  const compose = (scope?: 'all' | 'concerned') =>
    run(
      'compose',
      async () => {
        const next = await apiRequest<DinnerBoard>('POST', url, { basedOn: board.composedAt, scope })
        setBoard(next)
        toast.success(DINNER_VIEW_TEXTS.composedTitle, {
          description: fillCount(DINNER_VIEW_TEXTS.composedText, next.arrangement?.tables.length ?? 0),
        })
      },
      fail,
    )

  /** Shows the change at once (a table that gets a guest back fills its empty seats), saves it on the composition shown, and goes back if that fails. */
  const save = (next: Arrangement, done: string) => {
    const previous = board
    const vacated = board.arrangement
      ? vacatedAfter({ tables: board.arrangement.tables, vacated: board.vacated }, next.tables)
      : board.vacated
    setBoard({ ...board, arrangement: next, vacated })
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

  const move = (guestId: string, to: number) => {
    if (arrangement) void save(...moved(arrangement, guestId, to, nameOf))
  }
  const pin = (guestId: string, pinning: boolean) => {
    if (arrangement) void save(...pinned(arrangement, guestId, pinning, nameOf))
  }
  /** A refused confirmation or cancellation closes its question, then says why. */
  const closing = (close: () => void) => async (error: unknown) => {
    close()
    await fail(error)
  }

  /**
   * Confirms the tables shown; `outOfBoundsReason` says why tables past their bounds are confirmed
   * anyway; `told`, after a first confirmation, how many guests change table (only they are told).
   * `close` (the question's dialog) runs once the answer is in, either way.
   */
  const confirm = (close: () => void, outOfBoundsReason?: string, told?: number) =>
    run(
      'confirm',
      async () => {
        const shown = arrangement?.tables
        const next = await apiRequest<DinnerBoard>('POST', `${url}/confirm`, { basedOn: board.composedAt, outOfBoundsReason, shown })
        setBoard(next)
        close()
        toast.success(DINNER_VIEW_TEXTS.confirmedTitle, {
          description: fillCount(DINNER_VIEW_TEXTS.confirmedText, told || next.guests.length),
        })
      },
      closing(close),
    )

  /** « Annuler le dîner »: every guest and waitlisted member is told; then the board shows what is stored. */
  const cancelDinner = (close: () => void) =>
    run(
      'cancel',
      async () => {
        const { told } = await apiRequest<{ told: number }>('POST', `/api/admin/dinners/${board.dinner.id}/cancel`)
        close()
        toast.success(DINNER_VIEW_TEXTS.cancelledTitle, { description: fillCount(DINNER_VIEW_TEXTS.cancelledText, told) })
        await reload()
      },
      closing(close),
    )

  return { board, seating, pending, reload, compose, move, pin, confirm, cancelDinner }
}
