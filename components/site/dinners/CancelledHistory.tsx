import { Badge } from '@components/ui/Badge'
import { Button } from '@components/ui/Button'
import { Text } from '@components/ui/typography'

import type { MemberBooking } from '@/domain/api/dinners'
import { BOOKING_TEXTS, formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { MEMBER_SPACE_TEXTS } from '@/domain/memberSpace'

/** What ended a booking: the team cancelled the dinner, the member left its waitlist, or cancelled their seat. */
function ending(booking: MemberBooking): { badge: string; color: 'red' | 'gray'; note: string } {
  if (booking.dinnerCancelled) return { badge: BOOKING_TEXTS.dinnerCancelledBadge, color: 'red', note: BOOKING_TEXTS.dinnerCancelledNote }
  if (booking.leftWaitlist) return { badge: BOOKING_TEXTS.leftWaitlistBadge, color: 'gray', note: BOOKING_TEXTS.leftWaitlistNote }
  return { badge: BOOKING_TEXTS.cancelledBadge, color: 'gray', note: BOOKING_TEXTS.cancelledNote }
}

/**
 * The bookings that ended before their dinner, folded away under « Annulations (n) »: one line
 * each, and « Réserver de nouveau » where the dinner still takes bookings.
 */
export function CancelledHistory({
  bookings,
  openIds,
  busy,
  onBook,
}: {
  bookings: MemberBooking[]
  openIds: ReadonlySet<number>
  busy: number | null
  onBook: (dinnerId: number) => void
}) {
  if (bookings.length === 0) return null
  return (
    <details className="cancelled-history">
      <summary>
        <Text weight="medium">{fill(MEMBER_SPACE_TEXTS.history, { count: bookings.length })}</Text>
      </summary>
      <Text as="p" size="2" color="gray" mt="2">
        {MEMBER_SPACE_TEXTS.historyHint}
      </Text>
      <ul className="attendance-records">
        {bookings.map((booking) => {
          const { badge, color, note } = ending(booking)
          return (
            <li key={booking.dinner.id} className="attendance-record">
              <div>
                <Text as="p" weight="medium">
                  {booking.dinner.title}
                </Text>
                <Text as="p" size="2" color="gray">
                  {formatDinnerDate(booking.dinner.startsAt)} · {note}
                </Text>
              </div>
              <div className="attendance-record__side">
                <Badge color={color}>{badge}</Badge>
                {!booking.dinnerCancelled && openIds.has(booking.dinner.id) ? (
                  <Button size="sm" variant="outline" disabled={busy === booking.dinner.id} onClick={() => onBook(booking.dinner.id)}>
                    {busy === booking.dinner.id ? BOOKING_TEXTS.booking : MEMBER_SPACE_TEXTS.bookAgain}
                  </Button>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
