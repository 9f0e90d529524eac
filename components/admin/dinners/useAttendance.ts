'use client'

import { toast } from '@payloadcms/ui'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingKey } from '@/client/usePendingAction'
import { fill } from '@/domain/adminTexts'
import { ATTENDANCE_TEXTS, type AttendanceInput, type AttendanceMark, type AttendanceRecord } from '@/domain/attendance'

import { useAdminLoad } from '../common/useAdminLoad'

type Attendance = { attendance: AttendanceRecord[] }

/**
 * A held dinner's marks, loaded once shown; each change is saved at once (`pending` is the
 * booking's id, or 'all' for « Tous présents ») and the answer, which holds every admin's marks,
 * replaces what the page shows.
 */
export function useAttendance(dinnerId: number) {
  const url = `/api/admin/dinners/${dinnerId}/attendance`
  const { load, reload, show } = useAdminLoad<Attendance>(url, ATTENDANCE_TEXTS.loadFailed)
  const fail = (error: unknown) => toast.error(ATTENDANCE_TEXTS.errorTitle, { description: errorMessage(error) })
  const { pending, run } = usePendingKey<number | 'all'>(fail)

  const save = (key: number | 'all', body: AttendanceInput, count: number) =>
    run(key, async () => {
      show(await apiRequest<Attendance>('PUT', url, body))
      toast.success(ATTENDANCE_TEXTS.savedTitle, { description: fill(ATTENDANCE_TEXTS.saved, { count }) })
    })

  const mark = (bookingId: number, value: AttendanceMark) => save(bookingId, { marks: [{ bookingId, mark: value }] }, 1)
  const allPresent = (unmarked: number) => save('all', { allPresent: true }, unmarked)

  return { load, pending, reload, mark, allPresent }
}
