'use client'

import { toast } from '@payloadcms/ui'
import { useRef, useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { usePendingKey } from '@/client/usePendingAction'
import { ATTENDANCE_TEXTS, type AttendanceMark, type AttendanceRecord } from '@/domain/attendance'
import type { NoShowFeeView } from '@/domain/noShowFees'
import { fillCount } from '@/domain/plural'

type Attendance = { attendance: AttendanceRecord[]; fees?: NoShowFeeView[] }

/**
 * A held dinner's marks. A mark shows at once and is saved in the background: the changes made
 * while a save is under way go together in the next one (the latest per guest), so that nothing
 * chosen is dropped and the answers, which hold every admin's marks, arrive in order. After a
 * refusal the page reads the marks again. « Tous présents » waits for no mark to be saving.
 */
export function useAttendance(dinnerId: number) {
  const url = `/api/admin/dinners/${dinnerId}/attendance`
  const { load, reload, retry, show } = useLoad<Attendance>(url, ATTENDANCE_TEXTS.loadFailed)
  const [chosen, setChosen] = useState<ReadonlyMap<number, AttendanceMark>>(new Map())
  const queued = useRef(new Map<number, AttendanceMark>())
  const running = useRef(false)

  const refused = async (error: unknown) => {
    toast.error(ATTENDANCE_TEXTS.errorTitle, { description: errorMessage(error) })
    await reload()
  }
  const { pending: saving, run } = usePendingKey<'marks' | 'all'>(refused)

  const flush = async () => {
    if (running.current) return
    running.current = true
    const marked = new Set<number>()
    await run(
      'marks',
      async () => {
        while (queued.current.size > 0) {
          const marks = [...queued.current].map(([bookingId, mark]) => ({ bookingId, mark }))
          queued.current.clear()
          show(await apiRequest<Attendance>('PUT', url, { marks }))
          for (const { bookingId } of marks) marked.add(bookingId)
        }
        toast.success(ATTENDANCE_TEXTS.savedTitle, { description: fillCount(ATTENDANCE_TEXTS.saved, marked.size) })
      },
      async (error) => {
        queued.current.clear()
        await refused(error)
      },
    )
    running.current = false
    setChosen(new Map())
  }

  const mark = (bookingId: number, value: AttendanceMark) => {
    queued.current.set(bookingId, value)
    setChosen((before) => new Map(before).set(bookingId, value))
    void flush()
  }

  const allPresent = async (records: AttendanceRecord[]) => {
    if (running.current) return
    running.current = true
    await run('all', async () => {
      const answer = await apiRequest<Attendance>('PUT', url, { allPresent: true })
      show(answer)
      const count =
        records.filter((record) => record.mark === null).length - answer.attendance.filter((record) => record.mark === null).length
      toast.success(ATTENDANCE_TEXTS.savedTitle, { description: fillCount(ATTENDANCE_TEXTS.saved, count) })
    })
    running.current = false
    // A mark chosen meanwhile leaves now.
    if (queued.current.size > 0) void flush()
  }

  /** What each guest's radios show: the mark being saved, else the one stored. */
  const shownMark = (record: AttendanceRecord) => chosen.get(record.bookingId) ?? record.mark

  return { load, saving, retry, mark, allPresent, shownMark }
}
