'use client'

import { LoadStatus } from '@components/site/LoadStatus'
import { Heading, Text } from '@components/ui/typography'

import { BOOKING_TEXTS } from '@/domain/dinners'

import { BookingCard } from './BookingCard'
import type { DinnersLoad } from './useMemberDinners'

/** "Vos réservations": loading, the failure with a retry, or the member's bookings, each cancellable. */
export function MyBookings({
  load,
  busy,
  onRetry,
  onCancel,
}: {
  load: DinnersLoad
  busy: number | null
  onRetry: () => void
  onCancel: (dinnerId: number) => void
}) {
  return (
    <section className="member-dinners" aria-labelledby="my-bookings-title">
      <Heading as="h2" size="6" id="my-bookings-title">
        {BOOKING_TEXTS.yourBookings}
      </Heading>
      <LoadStatus load={load} loadingText={BOOKING_TEXTS.loading} height="10rem" onRetry={onRetry} />
      {load.state === 'ready' ? (
        load.data.bookings.length === 0 ? (
          <Text as="p" mt="2">
            {BOOKING_TEXTS.noBookings}
          </Text>
        ) : (
          <ul className="dinner-list" style={{ marginTop: 'var(--space-3)' }}>
            {load.data.bookings.map((booking) => (
              <li key={booking.dinner.id}>
                <BookingCard booking={booking} pending={busy === booking.dinner.id} onCancel={() => onCancel(booking.dinner.id)} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  )
}
