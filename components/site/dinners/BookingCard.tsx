'use client'

import { Badge } from '@components/ui/Badge'
import { Button } from '@components/ui/Button'
import { ConfirmDialog } from '@components/ui/ConfirmDialog'

import type { MemberBooking } from '@/domain/api/dinners'
import { dinnerCalendarChoices } from '@/domain/calendarLinks'
import { BOOKING_TEXTS, canStillCancel } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import type { ReminderAction } from '@/domain/reminders'

import { BookingDetails } from './BookingDetails'
import { CalendarChoices } from './CalendarChoices'
import { DinnerCard } from './DinnerCard'
import { ReminderAnswer } from './ReminderAnswer'

/** What the cancel button and its confirmation say, for a seat or a place on the waitlist. */
const CANCEL_WORDS = {
  booked: {
    action: BOOKING_TEXTS.cancel,
    pending: BOOKING_TEXTS.cancelling,
    question: BOOKING_TEXTS.cancelQuestion,
    explained: BOOKING_TEXTS.cancelExplained,
    keep: BOOKING_TEXTS.keep,
    confirm: BOOKING_TEXTS.cancelConfirm,
  },
  waitlisted: {
    action: BOOKING_TEXTS.leaveWaitlist,
    pending: BOOKING_TEXTS.leaving,
    question: BOOKING_TEXTS.leaveWaitlistQuestion,
    explained: BOOKING_TEXTS.leaveWaitlistExplained,
    keep: BOOKING_TEXTS.stayOnWaitlist,
    confirm: BOOKING_TEXTS.leaveWaitlistConfirm,
  },
}

/** The booking's state: booked, or its place on the waitlist, and the +1 if any. */
function BookingBadge({ booking, waiting }: { booking: MemberBooking; waiting: boolean }) {
  const { guest } = booking
  return (
    <Badge color={waiting ? 'amber' : 'green'}>
      {waiting && booking.position
        ? fill(BOOKING_TEXTS.waitlistPosition, { position: booking.position })
        : waiting
          ? BOOKING_TEXTS.waitlistedTitle
          : BOOKING_TEXTS.bookedTitle}
      {booking.plusOne ? `, ${guest ? fill(BOOKING_TEXTS.withGuestNamed, { name: guest.firstName }) : BOOKING_TEXTS.withGuest}` : ''}
    </Badge>
  )
}

/** « Ajouter à mon agenda » in the three calendars: the venue once known, the city before. */
function DinnerCalendars({ booking }: { booking: MemberBooking }) {
  const { dinner, venue } = booking
  const event = {
    title: dinner.title,
    startsAt: dinner.startsAt,
    location: venue ? `${venue.name}, ${venue.address}` : dinner.city,
    details: venue ? '' : BOOKING_TEXTS.venueHidden,
  }
  return <CalendarChoices choices={dinnerCalendarChoices(event, `/api/me/dinners/${dinner.id}/calendar`)} subject={dinner.title} />
}

export type BookingActions = {
  pending: boolean
  onCancel: () => void
  onAnswer: (action: ReminderAction) => void
}

/**
 * One of the member's bookings: its state, the venue, the table and the tablemates once the tables
 * are confirmed, the reminder's question while it waits for an answer, the calendars, and the
 * cancellation (asked once more) until 48 hours before the dinner.
 */
export function BookingCard({
  booking,
  pending,
  onCancel,
  onAnswer,
  headingLevel,
}: BookingActions & { booking: MemberBooking; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const { dinner, status } = booking
  const waiting = status === 'waitlisted'
  const cancellable = canStillCancel(new Date(dinner.startsAt)) && (status === 'booked' || waiting)
  const words = CANCEL_WORDS[waiting ? 'waitlisted' : 'booked']
  return (
    <DinnerCard
      dinner={dinner}
      idPrefix="booked-dinner"
      headingLevel={headingLevel}
      badges={<BookingBadge booking={booking} waiting={waiting} />}
    >
      <BookingDetails booking={booking} />
      {booking.reminderAsked ? <ReminderAnswer dinner={dinner} pending={pending} onAnswer={onAnswer} /> : null}
      {waiting ? null : <DinnerCalendars booking={booking} />}
      {cancellable ? (
        <div className="dinner-card__actions">
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={pending}>
                {pending ? words.pending : words.action}
              </Button>
            }
            title={words.question}
            description={words.explained}
            keepLabel={words.keep}
            confirmLabel={words.confirm}
            onConfirm={onCancel}
            destructive
          />
        </div>
      ) : null}
    </DinnerCard>
  )
}
