'use client'

import { useSearchParams } from 'next/navigation'
import type { ReactNode } from 'react'

import { KitTheme } from '@components/ui/KitTheme'
import { Heading } from '@components/ui/typography'

import { useScrollToHash } from '@/client/useScrollToHash'
import { BOOK_PARAM } from '@/domain/dinnerAlerts'
import { MEMBER_SPACE_SECTIONS, MEMBER_SPACE_TEXTS } from '@/domain/memberSpace'
import type { PricingPlan } from '@/domain/plans'

import { MyAttendance } from './afterwards/MyAttendance'
import { CalendarFeed } from './CalendarFeed'
import { MyBookings, splitBookings } from './MyBookings'
import { PlanSummary } from './PlanSummary'
import { UpcomingDinners } from './UpcomingDinners'
import { useMemberDinners } from './useMemberDinners'
import { BookingRefusal } from '../membership/BookingRefusal'

/**
 * A member's dinners, in their space (/status), built around the next one: « Mes dîners » (the next
 * dinner first, the later ones, the cancelled ones folded away), « Dîners ouverts » (those on their
 * themes first), then « Mes dîners passés » (the marks, and the feedback while open). `welcome`
 * (the application card of SPEC's status page) goes first for a member who has not dined yet, and
 * heads « Mes réglages » for everyone else; `account` (plan, calendar, profile) goes last.
 */
export function MemberDinners({
  plan,
  welcome,
  children,
}: {
  plan: PricingPlan | null
  welcome: ReactNode
  /** The rest of « Mon compte », after the plan and the calendar: profile and settings. */
  children: ReactNode
}) {
  const { load, busy, refusal, refresh, book, cancel, answer } = useMemberDinners()
  const ready = load.state === 'ready' ? load.data : null
  // A mailed « Réserver » (`?reserver=12`): that dinner's button is the one in view and in focus.
  const prepared = Number(useSearchParams().get(BOOK_PARAM)) || null
  useScrollToHash(ready !== null)
  const welcomeFirst = ready !== null && !ready.dined
  const openIds = new Set(ready?.upcoming.map((dinner) => dinner.id) ?? [])
  return (
    <KitTheme>
      {welcomeFirst ? welcome : null}
      <MyBookings
        load={load}
        openIds={openIds}
        busy={busy}
        onRetry={() => void refresh()}
        onCancel={(dinnerId) => void cancel(dinnerId)}
        onAnswer={(dinnerId, action) => void answer(dinnerId, action)}
        onBook={(dinnerId) => void book(dinnerId, null)}
      />
      {refusal ? <BookingRefusal message={refusal} /> : null}
      {ready ? (
        <UpcomingDinners
          dinners={ready.upcoming}
          hasBookings={ready.bookings.some((booking) => booking.status !== 'cancelled')}
          pausedUntil={ready.pausedUntil}
          plan={plan}
          busy={busy}
          prepared={prepared}
          feeNotice={ready.noShowFeeNotice}
          onBook={(dinnerId, guest) => void book(dinnerId, guest)}
        />
      ) : null}
      <MyAttendance unmarked={ready ? splitBookings(ready.bookings).past : []} />
      <section className="member-dinners" id={MEMBER_SPACE_SECTIONS.account.id} aria-labelledby="my-account-title">
        <Heading as="h2" size="6" id="my-account-title">
          {MEMBER_SPACE_TEXTS.accountHeading}
        </Heading>
        {welcomeFirst ? null : welcome}
        {ready ? <PlanSummary plan={plan} usage={ready.planUsage} /> : null}
        <CalendarFeed />
        {children}
      </section>
    </KitTheme>
  )
}
