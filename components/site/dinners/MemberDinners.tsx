'use client'

import { KitTheme } from '@components/ui/KitTheme'

import type { PricingPlan } from '@/domain/plans'

import { CalendarFeed } from './CalendarFeed'
import { MyBookings } from './MyBookings'
import { UpcomingDinners } from './UpcomingDinners'
import { useMemberDinners } from './useMemberDinners'

/**
 * A member's dinners, in their space (/status): what they booked (with the venue and their table
 * once the tables are confirmed) and the upcoming dinners, those on their themes first, to book,
 * join the waitlist of, or cancel until 48 hours before.
 */
export function MemberDinners({ plan }: { plan: PricingPlan | null }) {
  const { load, busy, refresh, book, cancel } = useMemberDinners()
  return (
    <KitTheme>
      <MyBookings load={load} busy={busy} onRetry={() => void refresh()} onCancel={(dinnerId) => void cancel(dinnerId)} />
      {load.state === 'ready' ? (
        <UpcomingDinners
          dinners={load.data.upcoming}
          plan={plan}
          busy={busy}
          onBook={(dinnerId, plusOne) => void book(dinnerId, plusOne)}
        />
      ) : null}
      <CalendarFeed />
    </KitTheme>
  )
}
