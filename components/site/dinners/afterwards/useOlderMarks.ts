'use client'

import { useState } from 'react'

import { apiRequest } from '@/client/api'
import type { MemberAttendance, MemberMark } from '@/domain/attendanceContests'

type Older = { of: MemberAttendance | null; marks: MemberMark[]; page: number; more: boolean; added: MemberMark[] }

/**
 * « Afficher plus » in « Mes dîners passés »: the pages of marks after the first, appended as they
 * are asked for. They belong to the first page they follow: once it is read again (a retry, a
 * contest's answer), the list starts over from it. A mark already shown is not shown twice when
 * one marked meanwhile shifted the pages by one.
 */
export function useOlderMarks(first: MemberAttendance) {
  const [older, setOlder] = useState<Older>({ of: null, marks: [], page: 1, more: false, added: [] })
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const current: Older = older.of === first ? older : { of: first, marks: [], page: first.page, more: first.more, added: [] }

  const showMore = async () => {
    if (state === 'loading') return
    setState('loading')
    try {
      const next = await apiRequest<MemberAttendance>('GET', `/api/me/attendance?page=${current.page + 1}`)
      const shown = new Set([...first.marks, ...current.marks].map((mark) => mark.bookingId))
      const fresh = next.marks.filter((mark) => !shown.has(mark.bookingId))
      setOlder({ of: first, marks: [...current.marks, ...fresh], page: next.page, more: next.more, added: fresh })
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return {
    marks: current.marks,
    more: current.more,
    /** The marks the last « Afficher plus » brought. */
    added: current.added,
    loading: state === 'loading',
    failed: state === 'failed',
    showMore,
  }
}
