'use client'

import { useEffect, useRef } from 'react'

import { Badge } from '@components/ui/Badge'
import { Button } from '@components/ui/Button'
import { Heading, Text } from '@components/ui/typography'

import type { MemberDinners } from '@/domain/api/dinners'
import { frenchLongDate } from '@/domain/applicationStatus'
import { MEMBER_ATTENDANCE_TEXTS } from '@/domain/attendanceContests'
import type { BookingGuest } from '@/domain/bookingSchema'
import { BOOKING_TEXTS, PLAN_BOOKING_RULES } from '@/domain/dinners'
import { MEMBER_SPACE_SECTIONS } from '@/domain/memberSpace'
import type { PricingPlan } from '@/domain/plans'

import { DinnerCard } from './DinnerCard'
import { GuestBookingDialog } from './GuestBookingDialog'

type UpcomingDinner = MemberDinners['upcoming'][number]

/** What an open dinner offers the member: to book (alone, or with a guest if the plan allows it), or to join its waitlist. */
function BookingChoice({
  dinner,
  plan,
  busy,
  prepared,
  onBook,
}: {
  dinner: UpcomingDinner
  plan: PricingPlan | null
  busy: number | null
  /** The dinner a mailed link came to book: its button is brought into view and focused. */
  prepared: boolean
  onBook: (dinnerId: number, guest: BookingGuest | null) => void
}) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!prepared) return
    button.current?.scrollIntoView({ block: 'center' })
    button.current?.focus()
  }, [prepared])
  return (
    <>
      <Button ref={button} onClick={() => onBook(dinner.id, null)} disabled={busy !== null} aria-busy={busy === dinner.id || undefined}>
        {busy === dinner.id ? BOOKING_TEXTS.booking : dinner.seatsLeft === 0 ? BOOKING_TEXTS.joinWaitlist : BOOKING_TEXTS.book}
      </Button>
      {plan && PLAN_BOOKING_RULES[plan].plusOne && dinner.seatsLeft >= 2 ? (
        <GuestBookingDialog disabled={busy !== null} onBook={(guest) => onBook(dinner.id, guest)} />
      ) : null}
    </>
  )
}

/** « Dîners ouverts »: the upcoming dinners the member holds no place at (those on their themes marked), to book. */
export function UpcomingDinners({
  dinners,
  hasBookings,
  pausedUntil,
  plan,
  busy,
  prepared = null,
  feeNotice = null,
  onBook,
}: {
  dinners: UpcomingDinner[]
  /** Bookings paused by the no-show policy: the dinners are shown, without a way to book. */
  pausedUntil: string | null
  /** The member holds places: an empty list then means they booked every dinner announced. */
  hasBookings: boolean
  plan: PricingPlan | null
  busy: number | null
  /** The dinner a mailed « Réserver » opened the space for, if any. */
  prepared?: number | null
  /** The no-show fee, said before the member books (null: none). */
  feeNotice?: string | null
  onBook: (dinnerId: number, guest: BookingGuest | null) => void
}) {
  return (
    <section className="member-dinners" id={MEMBER_SPACE_SECTIONS.open.id} aria-labelledby="upcoming-title">
      <Heading as="h2" size="6" id="upcoming-title">
        {BOOKING_TEXTS.openHeading}
      </Heading>
      {pausedUntil ? (
        <Text as="p" mt="2" role="note">
          {MEMBER_ATTENDANCE_TEXTS.paused.replace('{date}', frenchLongDate(pausedUntil))}
        </Text>
      ) : null}
      {feeNotice && !pausedUntil && dinners.length > 0 ? (
        <Text as="p" mt="2" size="2" role="note" id="no-show-fee-notice">
          {feeNotice}
        </Text>
      ) : null}
      {dinners.length === 0 ? (
        <Text as="p" mt="2">
          {hasBookings ? BOOKING_TEXTS.noOpenDinners : BOOKING_TEXTS.noDinners}
        </Text>
      ) : (
        <ul className="dinner-list" style={{ marginTop: 'var(--space-3)' }}>
          {dinners.map((dinner) => (
            <li key={dinner.id}>
              <DinnerCard dinner={dinner} badges={dinner.matchesThemes ? <Badge color="green">{BOOKING_TEXTS.forYou}</Badge> : null}>
                {pausedUntil ? null : (
                  <div className="dinner-card__actions">
                    <BookingChoice dinner={dinner} plan={plan} busy={busy} prepared={prepared === dinner.id} onBook={onBook} />
                  </div>
                )}
              </DinnerCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
