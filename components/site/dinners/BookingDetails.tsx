import { Text } from '@components/ui/typography'

import type { MemberBooking } from '@/domain/api/dinners'
import { BOOKING_TEXTS, canStillCancel, cancellationDeadline, formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { MEMBER_SPACE_TEXTS } from '@/domain/memberSpace'
import { venueAddress, venueMapUrl } from '@/domain/venue'

/** The venue once the tables are confirmed, with a plain link to it on OpenStreetMap (no map script on the site). */
function Venue({ venue, city }: { venue: NonNullable<MemberBooking['venue']>; city: string }) {
  return (
    <>
      <strong>{BOOKING_TEXTS.venue} :</strong> {venue.name}, {venueAddress(venue.address, city)}{' '}
      <a
        href={venueMapUrl({ ...venue, city })}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={fill(MEMBER_SPACE_TEXTS.mapLabel, { venue: venue.name })}
      >
        {MEMBER_SPACE_TEXTS.map}
      </a>
    </>
  )
}

/**
 * Below a held place: the venue, the table and the tablemates once confirmed (a tablemate who chose
 * not to be named by their sector only), the +1's diet, and until when cancelling is free. A place
 * on the waitlist says only that: it has nothing to cancel by a date, only a list to leave.
 */
export function BookingDetails({ booking }: { booking: MemberBooking }) {
  const { dinner, tableNumber, venue, guest, tablemates, status } = booking
  const waiting = status === 'waitlisted'
  return (
    <div className="dinner-card__note">
      {venue && !waiting ? (
        <Text as="p">
          <Venue venue={venue} city={dinner.city} />
          {tableNumber ? (
            <>
              <br />
              <strong>{fill(BOOKING_TEXTS.table, { number: tableNumber })}</strong>
              {tablemates.length > 0 ? <> · {fill(MEMBER_SPACE_TEXTS.tablemates, { names: tablemates.join(' ; ') })}</> : null}
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
      {waiting ? null : (
        <Text as="p" size="2" color="gray" mt="1">
          {canStillCancel(new Date(dinner.startsAt))
            ? fill(BOOKING_TEXTS.cancelUntil, { date: formatDinnerDate(cancellationDeadline(new Date(dinner.startsAt))) })
            : BOOKING_TEXTS.tooLateNote}
        </Text>
      )}
    </div>
  )
}
