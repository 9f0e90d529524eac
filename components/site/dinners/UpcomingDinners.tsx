'use client'

import { Button } from '@components/ui/Button'
import { Badge } from '@components/ui/display'
import { Heading, Text } from '@components/ui/typography'

import { BOOKING_TEXTS, PLAN_BOOKING_RULES, planLine } from '@/domain/dinners'
import type { PricingPlan } from '@/domain/plans'
import type { MemberDinners } from '@/domain/api/dinners'

import { DinnerCard } from './DinnerCard'

type UpcomingDinner = MemberDinners['upcoming'][number]

/** What a dinner offers the member: their booking's state, or to book (with a guest if the plan allows it). */
function BookingChoice({
  dinner,
  plan,
  busy,
  onBook,
}: {
  dinner: UpcomingDinner
  plan: PricingPlan | null
  busy: number | null
  onBook: (dinnerId: number, plusOne: boolean) => void
}) {
  if (dinner.booking) {
    return (
      <Badge size="2" color={dinner.booking === 'waitlisted' ? 'amber' : 'green'}>
        {dinner.booking === 'waitlisted' ? BOOKING_TEXTS.waitlistedTitle : BOOKING_TEXTS.bookedTitle}
      </Badge>
    )
  }
  return (
    <>
      <Button onClick={() => onBook(dinner.id, false)} disabled={busy !== null} aria-busy={busy === dinner.id || undefined}>
        {busy === dinner.id ? BOOKING_TEXTS.booking : dinner.seatsLeft === 0 ? BOOKING_TEXTS.joinWaitlist : BOOKING_TEXTS.book}
      </Button>
      {plan && PLAN_BOOKING_RULES[plan].plusOne && dinner.seatsLeft >= 2 ? (
        <Button variant="outline" onClick={() => onBook(dinner.id, true)} disabled={busy !== null}>
          {BOOKING_TEXTS.bookWithGuest}
        </Button>
      ) : null}
    </>
  )
}

/** "Les prochains dîners": the member's plan, then each upcoming dinner (those on their themes marked) to book. */
export function UpcomingDinners({
  dinners,
  plan,
  busy,
  onBook,
}: {
  dinners: UpcomingDinner[]
  plan: PricingPlan | null
  busy: number | null
  onBook: (dinnerId: number, plusOne: boolean) => void
}) {
  return (
    <section className="member-dinners" aria-labelledby="upcoming-title">
      <Heading as="h2" size="6" id="upcoming-title">
        {BOOKING_TEXTS.heading}
      </Heading>
      {plan ? (
        <Text as="p" color="gray" mt="1">
          {planLine(plan)}
        </Text>
      ) : null}
      {dinners.length === 0 ? (
        <Text as="p" mt="2">
          {BOOKING_TEXTS.noDinners}
        </Text>
      ) : (
        <ul className="dinner-list" style={{ marginTop: 'var(--space-3)' }}>
          {dinners.map((dinner) => (
            <li key={dinner.id}>
              <DinnerCard dinner={dinner} badges={dinner.matchesThemes ? <Badge color="green">{BOOKING_TEXTS.forYou}</Badge> : null}>
                <div className="dinner-card__actions">
                  <BookingChoice dinner={dinner} plan={plan} busy={busy} onBook={onBook} />
                </div>
              </DinnerCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
