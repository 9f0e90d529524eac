import { describe, expect, it } from 'vitest'

import { BILLING_DEFAULTS } from '@/domain/billing/billingSettings'
import { membershipAllowsBooking, membershipSuspended } from '@/domain/billing/membershipStates'
import { isUnder27, offersFor, priceLookupKey } from '@/domain/billing/offers'

describe('the under-27 rate', () => {
  it('ends on the 27th birthday in Paris, that day included', () => {
    // 23:30 UTC on 14 March is already 15 March in Paris: the birthday has come.
    expect(isUnder27('1999-03-15', new Date('2026-03-14T22:30:00Z'))).toBe(true)
    expect(isUnder27('1999-03-15', new Date('2026-03-14T23:30:00Z'))).toBe(false)
    expect(isUnder27('2000-01-01', new Date('2026-03-14T12:00:00Z'))).toBe(true)
    expect(isUnder27(null, new Date())).toBe(false)
    expect(isUnder27('pas une date', new Date())).toBe(false)
  })

  it('is offered only when the club set its price and the member is under 27', () => {
    const settings = { ...BILLING_DEFAULTS, essential: { ...BILLING_DEFAULTS.essential, under27Price: 15 } }
    const now = new Date('2026-03-14T12:00:00Z')
    const rates = (birthDate: string) => offersFor(settings, { birthDate }, now).map((offer) => `${offer.plan}/${offer.rate}`)
    expect(rates('2000-01-01')).toContain('essential/under27')
    expect(rates('1999-03-14')).not.toContain('essential/under27')
    expect(offersFor(BILLING_DEFAULTS, { birthDate: '2000-01-01' }, now).some((offer) => offer.rate === 'under27')).toBe(false)
  })
})

describe('the offers', () => {
  it('are SPEC §9’s founder prices by default, with no annual offer and no payable test while their prices are empty', () => {
    expect(offersFor(BILLING_DEFAULTS, {}, new Date())).toEqual([
      { plan: 'essential', interval: 'month', rate: 'founder', amountCents: 2300 },
      { plan: 'premium', interval: 'month', rate: 'founder', amountCents: 7900 },
    ])
  })

  it('give the list price once founders are closed, and the annual and test prices the club set', () => {
    const settings = { ...BILLING_DEFAULTS, foundersOpen: false, testPrice: 35, premium: { ...BILLING_DEFAULTS.premium, annualPrice: 990 } }
    expect(offersFor(settings, {}, new Date())).toEqual([
      { plan: 'essential', interval: 'month', rate: 'list', amountCents: 2900 },
      { plan: 'premium', interval: 'month', rate: 'list', amountCents: 9900 },
      { plan: 'premium', interval: 'year', rate: 'list', amountCents: 99000 },
      { plan: 'test', interval: 'once', rate: 'list', amountCents: 3500 },
    ])
  })

  it('name their Stripe price by the amount, so a changed price is a new one', () => {
    const offer = { plan: 'essential', interval: 'month', rate: 'founder', amountCents: 2300 } as const
    expect(priceLookupKey(offer)).not.toBe(priceLookupKey({ ...offer, amountCents: 2500 }))
  })
})

describe('booking with a membership', () => {
  const now = new Date('2026-03-14T12:00:00Z')
  it('needs a status that allows it, or the grace of a member approved before paid membership', () => {
    const base = { approvedBeforeBilling: false, graceUntil: null, paymentGraceUntil: null }
    expect(membershipAllowsBooking({ ...base, status: 'to_activate' }, now)).toBe(false)
    expect(membershipAllowsBooking({ ...base, status: 'active' }, now)).toBe(true)
    expect(membershipAllowsBooking({ ...base, status: 'offered' }, now)).toBe(true)
    expect(membershipAllowsBooking({ ...base, status: 'to_activate', approvedBeforeBilling: true, graceUntil: null }, now)).toBe(true)
    expect(
      membershipAllowsBooking({ ...base, status: 'to_activate', approvedBeforeBilling: true, graceUntil: '2026-03-01T00:00:00Z' }, now),
    ).toBe(false)
    expect(
      membershipAllowsBooking({ ...base, status: 'to_activate', approvedBeforeBilling: true, graceUntil: '2026-04-01T00:00:00Z' }, now),
    ).toBe(true)
  })

  it('after a failed renewal, during the grace only: then the membership is suspended', () => {
    const failed = { status: 'past_due', approvedBeforeBilling: false, graceUntil: null } as const
    const within = { ...failed, paymentGraceUntil: '2026-03-15T00:00:00Z' }
    const over = { ...failed, paymentGraceUntil: '2026-03-14T12:00:00Z' }
    expect([membershipAllowsBooking(within, now), membershipSuspended(within, now)]).toEqual([true, false])
    expect([membershipAllowsBooking(over, now), membershipSuspended(over, now)]).toEqual([false, true])
    expect(membershipSuspended({ status: 'active', paymentGraceUntil: null }, now)).toBe(false)
  })
})
