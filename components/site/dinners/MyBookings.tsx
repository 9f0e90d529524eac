'use client'

import { LoadStatus } from '@components/site/LoadStatus'
import { Heading, Text } from '@components/ui/typography'

import type { MemberBooking } from '@/domain/api/dinners'
import { BOOKING_TEXTS } from '@/domain/dinners'
import { MEMBER_SPACE_SECTIONS, MEMBER_SPACE_TEXTS, NEXT_DINNER_ANCHOR } from '@/domain/memberSpace'
import type { ReminderAction } from '@/domain/reminders'

import { BookingCard } from './BookingCard'
import { CancelledHistory } from './CancelledHistory'
import type { DinnersLoad } from './useMemberDinners'

type Handlers = {
  busy: number | null
  onCancel: (dinnerId: number) => void
  onAnswer: (dinnerId: number, action: ReminderAction) => void
  onBook: (dinnerId: number) => void
}

/** The member's places split as the space shows them: the next dinner, the later ones, the cancelled ones (soonest first). */
export function splitBookings(bookings: MemberBooking[], now = Date.now()) {
  const started = (booking: MemberBooking) => new Date(booking.dinner.startsAt).getTime() <= now
  const [next = null, ...later] = bookings.filter((booking) => booking.status !== 'cancelled' && !started(booking))
  return {
    next,
    later,
    past: bookings.filter((booking) => booking.status !== 'cancelled' && started(booking)),
    cancelled: bookings.filter((booking) => booking.status === 'cancelled'),
  }
}

function Card({ booking, handlers }: { booking: MemberBooking; handlers: Handlers }) {
  const id = booking.dinner.id
  return (
    <BookingCard
      booking={booking}
      headingLevel="h4"
      pending={handlers.busy === id}
      onCancel={() => handlers.onCancel(id)}
      onAnswer={(action) => handlers.onAnswer(id, action)}
    />
  )
}

/**
 * « Mes dîners », first on the page: the next dinner (its venue, table and tablemates once
 * confirmed, the reminder's question, the calendars), the later ones, then the cancelled ones
 * folded into a history. Loading, or the failure with a retry, in its place.
 */
export function MyBookings({
  load,
  openIds,
  onRetry,
  ...handlers
}: Handlers & { load: DinnersLoad; openIds: ReadonlySet<number>; onRetry: () => void }) {
  const split = load.state === 'ready' ? splitBookings(load.data.bookings) : null
  return (
    <section className="member-dinners member-dinners--first" id={MEMBER_SPACE_SECTIONS.dinners.id} aria-labelledby="my-bookings-title">
      <Heading as="h2" size="6" id="my-bookings-title">
        {BOOKING_TEXTS.yourBookings}
      </Heading>
      <LoadStatus load={load} loadingText={BOOKING_TEXTS.loading} height="10rem" onRetry={onRetry} />
      {split ? (
        <>
          <Heading as="h3" size="4" mt="3" id={NEXT_DINNER_ANCHOR}>
            {MEMBER_SPACE_TEXTS.nextHeading}
          </Heading>
          {split.next ? (
            <div className="dinner-next">
              <Card booking={split.next} handlers={handlers} />
            </div>
          ) : (
            <Text as="p" mt="2">
              {load.state === 'ready' && load.data.bookings.length === 0 ? BOOKING_TEXTS.noBookings : MEMBER_SPACE_TEXTS.noNext}{' '}
              <a href={`#${MEMBER_SPACE_SECTIONS.open.id}`}>{MEMBER_SPACE_TEXTS.seeOpen}</a>
            </Text>
          )}
          {split.later.length > 0 ? (
            <>
              <Heading as="h3" size="4" mt="5">
                {MEMBER_SPACE_TEXTS.laterHeading}
              </Heading>
              <ul className="dinner-list" style={{ marginTop: 'var(--space-3)' }}>
                {split.later.map((booking) => (
                  <li key={booking.dinner.id}>
                    <Card booking={booking} handlers={handlers} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <CancelledHistory bookings={split.cancelled} openIds={openIds} busy={handlers.busy} onBook={handlers.onBook} />
        </>
      ) : null}
    </section>
  )
}
