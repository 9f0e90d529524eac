import { describe, expect, it } from 'vitest'

import { cancellationTakesEffect } from '@/domain/billing/cancellationTexts'

describe('when a cancellation takes effect', () => {
  it('at the end of the period paid once the minimum has run', () => {
    const periodEnd = new Date('2027-03-05T10:00:00Z')
    expect(cancellationTakesEffect(periodEnd, new Date('2027-01-05T10:00:00Z'), 2)).toEqual({ date: periodEnd, minimumApplies: false })
  })

  it('at the end of the minimum when the period ends before it', () => {
    expect(cancellationTakesEffect(new Date('2027-02-05T10:00:00Z'), new Date('2027-01-05T10:00:00Z'), 2)).toEqual({
      date: new Date('2027-03-05T10:00:00Z'),
      minimumApplies: true,
    })
  })

  it('counts months as Stripe does: the 31st of December plus two months is the last day of February', () => {
    expect(cancellationTakesEffect(new Date('2027-01-31T10:00:00Z'), new Date('2026-12-31T10:00:00Z'), 2).date).toEqual(
      new Date('2027-02-28T10:00:00Z'),
    )
  })
})
