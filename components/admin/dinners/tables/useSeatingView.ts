'use client'

import { useMemo } from 'react'

import type { DinnerBoard } from '@/domain/api/dinners'
import { labelOf, SECTORS } from '@/domain/profile'

/**
 * The tables as the board shows them (late bookings and cancellations included: the tables stay as
 * they were), the arrivals at no table yet, the names on each table's empty seats, each guest as a
 * chip shows them (and their first name), who is pinned and who brings a guest.
 */
export function useSeatingView(board: DinnerBoard) {
  const { arrangement } = board
  const arrivals = useMemo(() => {
    const seated = new Set(arrangement?.tables.flat())
    return arrangement ? board.guests.filter((guest) => !seated.has(guest.id)).map((guest) => guest.id) : []
  }, [arrangement, board.guests])
  const vacated = useMemo(() => board.vacated.map((ids) => ids.map((id) => board.left[id] ?? '')), [board.vacated, board.left])
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
  const pinned = useMemo(() => new Set(arrangement?.pins.map((pin) => pin.guest)), [arrangement])
  const plusOnes = useMemo(() => new Set(board.guests.filter((guest) => guest.plusOne).map((guest) => guest.id)), [board.guests])
  const nameOf = (id: string) => guests[id]?.firstName ?? ''
  return { arrangement, arrivals, vacated, guests, pinned, plusOnes, nameOf }
}

export type SeatingView = ReturnType<typeof useSeatingView>
