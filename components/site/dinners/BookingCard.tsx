'use client'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { Badge } from '@components/ui/display'
import { Flex, Text } from '@components/ui/typography'

import { fill } from '@/domain/adminTexts'
import { BOOKING_TEXTS, canStillCancel, cancellationDeadline, formatDinnerDate } from '@/domain/dinners'
import type { MemberBooking } from '@/domain/api/dinners'

import { DinnerCard } from './DinnerCard'

/**
 * One of the member's bookings: its state, the venue and their table once the tables are
 * confirmed, and the cancellation (asked once more) until 48 hours before the dinner.
 */
export function BookingCard({ booking, pending, onCancel }: { booking: MemberBooking; pending: boolean; onCancel: () => void }) {
  const { dinner, status, plusOne, tableNumber, venue } = booking
  const waiting = status === 'waitlisted'
  const cancellable = canStillCancel(new Date(dinner.startsAt)) && (status === 'booked' || waiting)
  return (
    <DinnerCard
      dinner={dinner}
      idPrefix="booked-dinner"
      badges={
        <Badge color={waiting ? 'amber' : 'green'}>
          {waiting ? BOOKING_TEXTS.waitlistedTitle : BOOKING_TEXTS.bookedTitle}
          {plusOne ? `, ${BOOKING_TEXTS.withGuest}` : ''}
        </Badge>
      }
    >
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
        <Text as="p" size="2" color="gray" mt="1">
          {cancellable
            ? fill(BOOKING_TEXTS.cancelUntil, { date: formatDinnerDate(cancellationDeadline(new Date(dinner.startsAt))) })
            : BOOKING_TEXTS.tooLateNote}
        </Text>
      </div>
      {cancellable ? (
        <div className="dinner-card__actions">
          <Dialog.Root>
            <Dialog.Trigger>
              <Button variant="outline" disabled={pending}>
                {pending ? BOOKING_TEXTS.cancelling : BOOKING_TEXTS.cancel}
              </Button>
            </Dialog.Trigger>
            <Dialog.Content title={BOOKING_TEXTS.cancelQuestion} description={BOOKING_TEXTS.cancelExplained}>
              <Flex gap="3" justify="end" wrap="wrap">
                <Dialog.Close>
                  <Button variant="outline">{BOOKING_TEXTS.keep}</Button>
                </Dialog.Close>
                <Dialog.Close>
                  <Button variant="destructive" onClick={onCancel}>
                    {BOOKING_TEXTS.cancelConfirm}
                  </Button>
                </Dialog.Close>
              </Flex>
            </Dialog.Content>
          </Dialog.Root>
        </div>
      ) : null}
    </DinnerCard>
  )
}
