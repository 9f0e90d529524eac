import { describe, expect, it } from 'vitest'

import { quarterOf } from '@/domain/sponsorship'
import { sponsorDetail } from '@/domain/sponsorshipReview'

describe('sponsorship’s calendar quarter', () => {
  it('follows Paris time: New Year’s Eve at 23:30 in Paris is already the next quarter', () => {
    const eve = quarterOf(new Date('2026-12-31T23:30:00Z'))
    expect(eve.label).toBe('T1 2027')
    expect(eve.start.toISOString()).toBe('2026-12-31T23:00:00.000Z')
    expect(quarterOf(new Date('2026-12-31T22:30:00Z')).label).toBe('T4 2026')
  })
})

describe('the sponsor’s line in the review', () => {
  const now = new Date('2026-12-06T12:00:00Z')
  const sponsor = (memberSince: string | null, dinnersAttended: number) => ({ name: 'Claire', memberSince, dinnersAttended, word: null })

  it('says how long a member, in years and months, and the dinners attended', () => {
    expect(sponsorDetail(sponsor('2025-10-01T10:00:00Z', 6), now)).toBe('membre depuis 1\u00a0an et 2\u00a0mois · 6\u00a0dîners')
    expect(sponsorDetail(sponsor('2026-09-06T10:00:00Z', 1), now)).toBe('membre depuis 3\u00a0mois · 1\u00a0dîner')
    expect(sponsorDetail(sponsor('2026-11-20T10:00:00Z', 0), now)).toBe('membre depuis moins d’un mois · 0\u00a0dîner')
  })

  it('leaves the length out for a member approved before decisions were dated', () => {
    expect(sponsorDetail(sponsor(null, 2), now)).toBe('2\u00a0dîners')
  })
})
