'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingKey } from '@/client/usePendingAction'
import { fill } from '@/domain/fill'
import { type GuestCandidate, TEAM_BOOKING_TEXTS as TEXTS, type TeamBookingResult } from '@/domain/teamBookings'

/** A search waits for a pause in the typing, so that each letter is not a request. */
const SEARCH_PAUSE_MS = 250

export type CandidateSearch =
  { state: 'idle' } | { state: 'searching' } | { state: 'found'; candidates: GuestCandidate[] } | { state: 'failed'; message: string }

/**
 * « Ajouter un convive »: the search of approved members not yet at the dinner (after a pause in
 * the typing, the newest answer only), and the booking of one of them, said in a toast; the board
 * is read again once the member is added (`onAdded`).
 */
export function useTeamBooking(dinnerId: number, onAdded: () => Promise<void>) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  // The newest answer, with the words it answers: the search shown is derived from it.
  const [answer, setAnswer] = useState<{ words: string; search: CandidateSearch } | null>(null)
  const { pending, run } = usePendingKey<number>((error) => toast.error(TEXTS.failed, { description: errorMessage(error, TEXTS.failed) }))
  const words = query.trim()
  const searched = open && words.length >= 2
  const search: CandidateSearch = !searched ? { state: 'idle' } : answer?.words === words ? answer.search : { state: 'searching' }

  useEffect(() => {
    if (!searched) return
    let current = true
    const timer = setTimeout(() => {
      apiRequest<GuestCandidate[]>('GET', `/api/admin/dinners/${dinnerId}/guests?${new URLSearchParams({ q: words })}`)
        .then((candidates) => current && setAnswer({ words, search: { state: 'found', candidates } }))
        .catch(
          (error: unknown) =>
            current && setAnswer({ words, search: { state: 'failed', message: errorMessage(error, TEXTS.searchFailed) } }),
        )
    }, SEARCH_PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [dinnerId, searched, words])

  const add = (candidate: GuestCandidate) =>
    run(candidate.id, async () => {
      const answer = await apiRequest<TeamBookingResult>('POST', `/api/admin/dinners/${dinnerId}/guests`, { member: candidate.id })
      const seats = answer.seatsRaisedTo === null ? [] : [fill(TEXTS.seatsRaised, { seats: answer.seatsRaisedTo })]
      toast.success(fill(TEXTS.added, { name: answer.name }), {
        description: [answer.tablesConfirmed ? TEXTS.addedAfterTables : TEXTS.addedBeforeTables, ...seats].join(' '),
      })
      setOpen(false)
      setQuery('')
      setAnswer(null)
      // Added either way: a board that fails to load again is not a failed addition.
      await onAdded().catch(() => undefined)
    })

  return { open, setOpen, query, setQuery, search, pending, add }
}
