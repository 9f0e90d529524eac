'use client'

import { Badge } from '@components/ui/Badge'
import { Button } from '@components/ui/Button'
import { ConfirmDialog } from '@components/ui/ConfirmDialog'
import { Text } from '@components/ui/typography'

import type { MemberBooking } from '@/domain/api/dinners'
import { BOOKING_TEXTS, canStillCancel, cancellationDeadline, formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'

import { DinnerCard } from './DinnerCard'

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

/** The venue and the table once confirmed, the +1's diet, and until when cancelling is free. */
function BookingNote({ booking, waiting, cancellable }: { booking: MemberBooking; waiting: boolean; cancellable: boolean }) {
  const { dinner, tableNumber, venue, guest } = booking
  return (
    <div className="dinner-card__note">
      {venue ? (
        <Text as="p">
          <strong>{BOOKING_TEXTS.venue} :</strong> {venue.name}, {venue.address}
          {tableNumber ? (
            <>
              <br />
              <strong>{fill(BOOKING_TEXTS.table, { number: tableNumber })}</strong>
            </>
          ) : null}
        </Text>
      ) : (
        <Text as="p" color="gray">
          {waiting ? BOOKING_TEXTS.waitlistNote : BOOKING_TEXTS.venueHidden}
        </Text>
      )}
      {guest?.dietaryNeeds ? (
        <Text as="p" size="2" mt="1">
          {fill(BOOKING_TEXTS.guestDiet, { needs: guest.dietaryNeeds })}
        </Text>
      ) : null}
      <Text as="p" size="2" color="gray" mt="1">
        {cancellable
          ? fill(BOOKING_TEXTS.cancelUntil, { date: formatDinnerDate(cancellationDeadline(new Date(dinner.startsAt))) })
          : BOOKING_TEXTS.tooLateNote}
      </Text>
    </div>
  )
}

/**
 * One of the member's bookings: its state, the venue and their table once the tables are
 * confirmed, and the cancellation (asked once more) until 48 hours before the dinner.
 */
export function BookingCard({ booking, pending, onCancel }: { booking: MemberBooking; pending: boolean; onCancel: () => void }) {
  const { dinner, status } = booking
  if (status === 'cancelled') return <CancelledCard booking={booking} />
  const waiting = status === 'waitlisted'
  const cancellable = canStillCancel(new Date(dinner.startsAt)) && (status === 'booked' || waiting)
  const words = CANCEL_WORDS[waiting ? 'waitlisted' : 'booked']
  return (
    <DinnerCard dinner={dinner} idPrefix="booked-dinner" badges={<BookingBadge booking={booking} waiting={waiting} />}>
      <BookingNote booking={booking} waiting={waiting} cancellable={cancellable} />
      {cancellable || !waiting ? (
        <div className="dinner-card__actions">
          {waiting ? null : (
            <Button asChild variant="outline">
              <a href={`/api/me/dinners/${dinner.id}/calendar`} download="diner.ics">
                {BOOKING_TEXTS.addToCalendar}
              </a>
            </Button>
          )}
          {cancellable ? (
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
          ) : null}
        </div>
      ) : null}
    </DinnerCard>
  )
}

/** A booking that ended before the dinner: the member's own cancellation, or the team's of the dinner itself. */
function CancelledCard({ booking }: { booking: MemberBooking }) {
  return (
    <DinnerCard
      dinner={booking.dinner}
      idPrefix="booked-dinner"
      badges={
        <Badge color={booking.dinnerCancelled ? 'red' : 'gray'}>
          {booking.dinnerCancelled ? BOOKING_TEXTS.dinnerCancelledBadge : BOOKING_TEXTS.cancelledBadge}
        </Badge>
      }
    >
      <div className="dinner-card__note">
        <Text as="p" color="gray">
          {booking.dinnerCancelled ? BOOKING_TEXTS.dinnerCancelledNote : BOOKING_TEXTS.cancelledNote}
        </Text>
      </div>
    </DinnerCard>
  )
}
