'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { apiRequest, ApiRequestError } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { GUEST_NOTE_TEXTS as TEXTS } from '@/domain/guestNotes'

type Guest = { id: string; name: string; note: string }

/**
 * The guest list's notes: the one open in the dialog, and those saved since the board was read
 * (by member id), which the list shows over the board's. A refused save keeps the dialog and its text.
 */
export function useGuestNotes(dinnerId: number) {
  const [saved, setSaved] = useState<ReadonlyMap<string, string>>(new Map())
  const [editing, setEditing] = useState<Guest | null>(null)
  const { pending, run } = usePendingAction((error) =>
    toast.error(TEXTS.failed, { description: error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : undefined }),
  )

  const save = (note: string) => {
    const guest = editing
    if (!guest) return
    void run(async () => {
      const answer = await apiRequest<{ member: number; note: string }>('POST', `/api/admin/dinners/${dinnerId}/notes`, {
        member: Number(guest.id),
        note,
      })
      setSaved((current) => new Map(current).set(guest.id, answer.note))
      toast.success(answer.note ? TEXTS.saved : TEXTS.cleared)
      setEditing(null)
    })
  }

  return { saved, editing, pending, open: setEditing, close: () => setEditing(null), save }
}
