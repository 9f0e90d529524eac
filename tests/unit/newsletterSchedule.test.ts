import { describe, expect, it } from 'vitest'

import { maskedEmail, newsletterDue, newsletterWeek, nextNewsletterAt } from '@/domain/newsletter'

const MONDAY_8 = { day: 1, hour: 8 }

describe('the newsletter’s week and hour, in Paris time', () => {
  it('counts ISO weeks from Monday 0:00 in Paris, across a year’s end', () => {
    expect(newsletterWeek(new Date('2026-11-29T22:59:00Z'))).toBe('2026-W48') // Sunday 23:59 in Paris
    expect(newsletterWeek(new Date('2026-11-29T23:00:00Z'))).toBe('2026-W49') // Monday 0:00 in Paris
    expect(newsletterWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53')
    expect(newsletterWeek(new Date('2027-01-04T12:00:00Z'))).toBe('2027-W01')
  })

  it('is due from its day and hour for a day, not before, in winter and in summer time', () => {
    expect(newsletterDue(MONDAY_8, new Date('2026-11-30T06:59:00Z'))).toBe(false) // Monday 7:59
    expect(newsletterDue(MONDAY_8, new Date('2026-11-30T07:00:00Z'))).toBe(true) // Monday 8:00
    expect(newsletterDue(MONDAY_8, new Date('2026-12-01T06:59:00Z'))).toBe(true) // Tuesday 7:59
    expect(newsletterDue(MONDAY_8, new Date('2026-12-01T07:00:00Z'))).toBe(false) // Tuesday 8:00
    expect(newsletterDue(MONDAY_8, new Date('2027-06-07T06:00:00Z'))).toBe(true) // Monday 8:00, summer time
    expect(newsletterDue({ day: 5, hour: 18 }, new Date('2026-11-30T07:00:00Z'))).toBe(false)
  })

  it('names the next send: later this week, or the same day next week once its hour has passed', () => {
    expect(nextNewsletterAt(MONDAY_8, new Date('2026-11-27T11:00:00Z')).toISOString()).toBe('2026-11-30T07:00:00.000Z')
    expect(nextNewsletterAt(MONDAY_8, new Date('2026-11-30T07:00:00Z')).toISOString()).toBe('2026-12-07T07:00:00.000Z')
    // The Monday after the clocks go forward (28 March 2027): 8:00 in Paris is 6:00 UTC.
    expect(nextNewsletterAt(MONDAY_8, new Date('2027-03-26T12:00:00Z')).toISOString()).toBe('2027-03-29T06:00:00.000Z')
  })

  it('names an address on the unsubscribe page without showing it whole', () => {
    expect(maskedEmail('camille.durand@exemple.fr')).toBe('c•••@exemple.fr')
    expect(maskedEmail('sans-arobase')).toBe('•••')
  })
})
