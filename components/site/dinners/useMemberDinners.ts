'use client'

import { useState } from 'react'

import { toast } from '@components/ui/Toast'

import { ApiRequestError, apiRequest, errorMessage } from '@/client/api'
import { type Load, useLoad } from '@/client/useLoad'
import { usePendingKey } from '@/client/usePendingAction'
import type { BookingResult, MemberDinners } from '@/domain/api/dinners'
import type { BookingGuest } from '@/domain/bookingSchema'
import { BOOKING_TEXTS, type BookingStatus } from '@/domain/dinners'
import { type ReminderAction, REMINDER_TEXTS } from '@/domain/reminders'

export type DinnersLoad = Load<MemberDinners>

const RESULT_TOASTS: Record<BookingStatus, { title: string; description: string }> = {
  booked: { title: BOOKING_TEXTS.bookedTitle, description: BOOKING_TEXTS.booked },
  waitlisted: { title: BOOKING_TEXTS.waitlistedTitle, description: BOOKING_TEXTS.waitlisted },
  cancelled: { title: BOOKING_TEXTS.cancelledTitle, description: BOOKING_TEXTS.cancelled },
  attended: { title: BOOKING_TEXTS.bookedTitle, description: BOOKING_TEXTS.booked },
}

const LEFT_WAITLIST_TOAST = { title: BOOKING_TEXTS.waitlistedTitle, description: BOOKING_TEXTS.leftWaitlist }

/**
 * The member's bookings and the upcoming dinners, loaded once shown (and again on `refresh`);
 * `book` and `cancel` say how it went in a toast, then load the lists again. `busy` is the
 * dinner being booked or cancelled. A booking refused for want of an active membership (403: the
 * space is a member's) is kept as `refusal`, shown beside the dinners with the way to activate it.
 */
export function useMemberDinners() {
  const { load, reload: refresh } = useLoad<MemberDinners>('/api/me/dinners', BOOKING_TEXTS.loadFailed)
  const { pending: busy, run } = usePendingKey<number>((error) =>
    toast({ title: BOOKING_TEXTS.errorTitle, description: errorMessage(error), variant: 'destructive' }),
  )

  const [refusal, setRefusal] = useState<string | null>(null)

  const act = (dinnerId: number, request: () => Promise<{ booking: BookingResult }>, leftWaitlist = false) =>
    run(dinnerId, async () => {
      const { booking } = await request()
      toast(leftWaitlist ? LEFT_WAITLIST_TOAST : RESULT_TOASTS[booking.status])
      await refresh()
    })
  const book = (dinnerId: number, guest: BookingGuest | null) => {
    setRefusal(null)
    return run(
      dinnerId,
      async () => {
        const { booking } = await apiRequest<{ booking: BookingResult }>(
          'POST',
          `/api/dinners/${dinnerId}/bookings`,
          guest ? { plusOne: true, guest } : { plusOne: false },
        )
        toast(RESULT_TOASTS[booking.status])
        await refresh()
      },
      (error) =>
        error instanceof ApiRequestError && error.status === 403
          ? setRefusal(errorMessage(error))
          : toast({ title: BOOKING_TEXTS.errorTitle, description: errorMessage(error), variant: 'destructive' }),
    )
  }
  const cancel = (dinnerId: number) => {
    const waiting = load.state === 'ready' && load.data.bookings.some((b) => b.dinner.id === dinnerId && b.status === 'waitlisted')
    return act(dinnerId, () => apiRequest('DELETE', `/api/dinners/${dinnerId}/bookings/me`), waiting)
  }

  /** « Je viens » or « Je me désiste » from the space, as the reminder's links answer. */
  const answer = (dinnerId: number, action: ReminderAction) =>
    run(dinnerId, async () => {
      const { message } = await apiRequest<{ message: string }>('POST', `/api/me/dinners/${dinnerId}/reminder`, { action })
      toast({ title: action === 'come' ? REMINDER_TEXTS.comeTitle : REMINDER_TEXTS.withdrawTitle, description: message })
      await refresh()
    })

  return { load, busy, refusal, refresh, book, cancel, answer }
}
