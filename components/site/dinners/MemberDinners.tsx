'use client'

import { useCallback, useEffect, useState } from 'react'

import { Button } from '@components/ui/Button'
import { Badge, Skeleton } from '@components/ui/display'
import { KitTheme } from '@components/ui/KitTheme'
import { toast } from '@components/ui/Toast'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingKey } from '@/client/usePendingAction'
import { fill } from '@/domain/adminTexts'
import { BOOKING_TEXTS, type BookingStatus, PLAN_BOOKING_RULES } from '@/domain/dinners'
import { PLANS, type PricingPlan } from '@/domain/plans'
import type { BookingResult } from '@/domain/api/dinners'
import type { MemberDinners as Data } from '@/domain/api/dinners'

import { BookingCard } from './BookingCard'
import { DinnerCard } from './DinnerCard'

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: Data }

const RESULT_TOASTS: Record<BookingStatus, { title: string; description: string }> = {
  booked: { title: BOOKING_TEXTS.bookedTitle, description: BOOKING_TEXTS.booked },
  waitlisted: { title: BOOKING_TEXTS.waitlistedTitle, description: BOOKING_TEXTS.waitlisted },
  cancelled: { title: BOOKING_TEXTS.cancelledTitle, description: BOOKING_TEXTS.cancelled },
  attended: { title: BOOKING_TEXTS.bookedTitle, description: BOOKING_TEXTS.booked },
}

function planLine(plan: PricingPlan) {
  const { label, perks } = PLANS.find((p) => p.value === plan) ?? PLANS[0]
  return fill(BOOKING_TEXTS.plan, { plan: label, perks: perks.join(', ').toLowerCase() })
}

function fetchDinners(): Promise<Load> {
  return apiRequest<Data>('GET', '/api/me/dinners').then(
    (data) => ({ state: 'ready', data }),
    (error: unknown) => ({ state: 'failed', message: errorMessage(error, BOOKING_TEXTS.loadFailed) }),
  )
}

/**
 * A member's dinners, in their space (/status): what they booked (with the venue and their table
 * once the tables are confirmed) and the upcoming dinners, those on their themes first, to book,
 * join the waitlist of, or cancel until 48 hours before.
 */
export function MemberDinners({ plan }: { plan: PricingPlan | null }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const { pending: busy, run } = usePendingKey<number>((error) =>
    toast({ title: BOOKING_TEXTS.errorTitle, description: errorMessage(error), variant: 'destructive' }),
  )

  const refresh = useCallback(() => fetchDinners().then(setLoad), [])
  useEffect(() => {
    let mounted = true
    void fetchDinners().then((next) => mounted && setLoad(next))
    return () => {
      mounted = false
    }
  }, [])

  const act = (dinnerId: number, request: () => Promise<{ booking: BookingResult }>) =>
    run(dinnerId, async () => {
      const { booking } = await request()
      toast(RESULT_TOASTS[booking.status])
      await refresh()
    })
  const book = (dinnerId: number, plusOne: boolean) =>
    act(dinnerId, () => apiRequest('POST', `/api/dinners/${dinnerId}/bookings`, { plusOne }))
  const cancel = (dinnerId: number) => act(dinnerId, () => apiRequest('DELETE', `/api/dinners/${dinnerId}/bookings/me`))

  return (
    <KitTheme>
      <section className="member-dinners" aria-labelledby="my-bookings-title">
        <Heading as="h2" size="6" id="my-bookings-title">
          {BOOKING_TEXTS.yourBookings}
        </Heading>
        {load.state === 'loading' ? (
          <div aria-busy="true">
            <span className="visually-hidden" role="status">
              {BOOKING_TEXTS.loading}
            </span>
            <Skeleton height="10rem" mt="3" />
          </div>
        ) : null}
        {load.state === 'failed' ? (
          <div role="alert">
            <Text as="p" mt="2">
              {load.message}
            </Text>
            <Button variant="outline" mt="2" onClick={() => void refresh()}>
              {BOOKING_TEXTS.retry}
            </Button>
          </div>
        ) : null}
        {load.state === 'ready' ? (
          load.data.bookings.length === 0 ? (
            <Text as="p" mt="2">
              {BOOKING_TEXTS.noBookings}
            </Text>
          ) : (
            <ul className="dinner-list" style={{ marginTop: 'var(--space-3)' }}>
              {load.data.bookings.map((booking) => (
                <li key={booking.dinner.id}>
                  <BookingCard booking={booking} pending={busy === booking.dinner.id} onCancel={() => cancel(booking.dinner.id)} />
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>

      {load.state === 'ready' ? (
        <section className="member-dinners" aria-labelledby="upcoming-title">
          <Heading as="h2" size="6" id="upcoming-title">
            {BOOKING_TEXTS.heading}
          </Heading>
          {plan ? (
            <Text as="p" color="gray" mt="1">
              {planLine(plan)}
            </Text>
          ) : null}
          {load.data.upcoming.length === 0 ? (
            <Text as="p" mt="2">
              {BOOKING_TEXTS.noDinners}
            </Text>
          ) : (
            <ul className="dinner-list" style={{ marginTop: 'var(--space-3)' }}>
              {load.data.upcoming.map((dinner) => (
                <li key={dinner.id}>
                  <DinnerCard dinner={dinner} badges={dinner.matchesThemes ? <Badge color="green">{BOOKING_TEXTS.forYou}</Badge> : null}>
                    <div className="dinner-card__actions">
                      {dinner.booking ? (
                        <Badge size="2" color={dinner.booking === 'waitlisted' ? 'amber' : 'green'}>
                          {dinner.booking === 'waitlisted' ? BOOKING_TEXTS.waitlistedTitle : BOOKING_TEXTS.bookedTitle}
                        </Badge>
                      ) : (
                        <>
                          <Button
                            onClick={() => void book(dinner.id, false)}
                            disabled={busy !== null}
                            aria-busy={busy === dinner.id || undefined}
                          >
                            {busy === dinner.id
                              ? BOOKING_TEXTS.booking
                              : dinner.seatsLeft === 0
                                ? BOOKING_TEXTS.joinWaitlist
                                : BOOKING_TEXTS.book}
                          </Button>
                          {plan && PLAN_BOOKING_RULES[plan].plusOne && dinner.seatsLeft >= 2 ? (
                            <Button variant="outline" onClick={() => void book(dinner.id, true)} disabled={busy !== null}>
                              {BOOKING_TEXTS.bookWithGuest}
                            </Button>
                          ) : null}
                        </>
                      )}
                    </div>
                  </DinnerCard>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </KitTheme>
  )
}
