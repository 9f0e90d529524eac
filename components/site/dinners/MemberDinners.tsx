'use client'

import { KitTheme } from '@components/ui/KitTheme'

import type { PricingPlan } from '@/domain/plans'

import { CalendarFeed } from './CalendarFeed'
import { MyBookings } from './MyBookings'
import { PlanSummary } from './PlanSummary'
import { UpcomingDinners } from './UpcomingDinners'
import { useMemberDinners } from './useMemberDinners'

/**
 * A member's dinners, in their space (/status): « Mes dîners » (with the venue and their table once
 * the tables are confirmed, cancellable until 48 hours before), « Dîners ouverts » (those on their
 * themes first, to book or to wait for), « Ma formule » and their calendar feed.
 */
export function MemberDinners({ plan }: { plan: PricingPlan | null }) {
  const { load, busy, refresh, book, cancel } = useMemberDinners()
  return (
    <KitTheme>
      <MyBookings load={load} busy={busy} onRetry={() => void refresh()} onCancel={(dinnerId) => void cancel(dinnerId)} />
      {load.state === 'ready' ? (
        <UpcomingDinners
          dinners={load.data.upcoming}
          hasBookings={load.data.bookings.some((booking) => booking.status !== 'cancelled')}
          pausedUntil={load.data.pausedUntil}
          plan={plan}
          busy={busy}
          onBook={(dinnerId, guest) => void book(dinnerId, guest)}
        />
      ) : null}
      {load.state === 'ready' ? <PlanSummary plan={plan} usage={load.data.planUsage} /> : null}
      <CalendarFeed />
    </KitTheme>
  )
}
