'use client'

import { useMemo } from 'react'

import type { DinnerBoard } from '@/domain/api/dinners'
import { labelOf, SECTORS } from '@/domain/profile'

/** Whether the stored tables seat exactly the guests booked now (a booking or a cancellation since makes them stale). */
function seatsEveryone(board: DinnerBoard): boolean {
  const seated = board.arrangement?.tables.flat() ?? []
  return seated.length === board.guests.length && board.guests.every((guest) => seated.includes(guest.id))
}

/**
 * The tables as the board shows them: the stored arrangement while it seats everyone booked
 * (else none), each guest as a chip shows them (and their first name), who is pinned and who
 * brings a guest.
 */
export function useSeatingView(board: DinnerBoard) {
  const arrangement = seatsEveryone(board) ? board.arrangement : null
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
  return { arrangement, guests, pinned, plusOnes, nameOf }
}

export type SeatingView = ReturnType<typeof useSeatingView>
