import { Button } from '@payloadcms/ui'

import type { DinnerBoard } from '@/domain/api/dinners'
import { DINNER_VIEW_TEXTS } from '@/domain/dinnerAdminTexts'
import { seatsTaken } from '@/domain/dinners'
import { fillCount } from '@/domain/plural'
import { TEAM_BOOKING_TEXTS } from '@/domain/teamBookings'

/** The dinner's guests: how many and the seats they take (and « Ajouter un convive » while it may), then the waitlist in order. */
export function GuestsPanel({ board, onAdd }: { board: DinnerBoard; onAdd?: () => void }) {
  const taken = board.guests.reduce((sum, guest) => sum + seatsTaken(guest.plusOne), 0)
  return (
    <section className="club-panel" aria-labelledby="guests-title">
      <h2 className="club-panel__title" id="guests-title">
        {DINNER_VIEW_TEXTS.guests}
      </h2>
      <p>
        {fillCount(DINNER_VIEW_TEXTS.guestsCount, board.guests.length)},{' '}
        {fillCount(DINNER_VIEW_TEXTS.seatsOccupied, taken, { total: board.dinner.seats })}
      </p>
      {onAdd ? (
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onAdd}>
          {TEAM_BOOKING_TEXTS.open}
        </Button>
      ) : null}
      <h3 className="club-details__heading">{DINNER_VIEW_TEXTS.waitlist}</h3>
      {board.waitlist.length === 0 ? (
        <p className="club-muted">{DINNER_VIEW_TEXTS.noWaitlist}</p>
      ) : (
        <ol className="club-plain-list">
          {board.waitlist.map((guest) => (
            <li key={guest.id}>
              {guest.firstName} {guest.lastName}
              {guest.plusOne ? ` (${DINNER_VIEW_TEXTS.withGuest})` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
