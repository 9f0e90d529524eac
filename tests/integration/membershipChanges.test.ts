import { describe, expect, it } from 'vitest'

import * as cancellation from '@/app/(frontend)/api/me/membership/cancellation/route'
import * as plan from '@/app/(frontend)/api/me/membership/plan/route'
import * as mine from '@/app/(frontend)/api/me/membership/route'
import { PAUSE_ERRORS } from '@/domain/billing/pauseTexts'

import { call } from './support/api'
import { billingSuite, payingMember } from './support/billing'

/** What « Mon adhésion » reads to offer « Changer de formule » and « Mettre en pause », and to show a plan waiting for the renewal. */

const suite = billingSuite()

const ESSENTIAL = { plan: 'essential', interval: 'month', rate: 'founder' } as const

describe('« Mon adhésion » offers the plans the change route accepts', () => {
  it('at the member’s own price, saying whether each counts at once or at the renewal, and that a pause is possible', async () => {
    const essential = await payingMember(suite, ESSENTIAL)
    expect((await call(mine.GET, { cookie: essential.cookie })).body).toMatchObject({
      pauseRefusal: null,
      planChanges: [{ plan: 'premium', interval: 'month', rate: 'founder', amountCents: 7900, takesEffect: 'now' }],
    })
    const premium = await payingMember(suite)
    expect((await call(mine.GET, { cookie: premium.cookie })).body).toMatchObject({
      pauseRefusal: null,
      planChanges: [{ plan: 'essential', interval: 'month', rate: 'founder', amountCents: 2300, takesEffect: 'renewal' }],
    })
  })
})

describe('a downgrade waiting for the renewal', () => {
  it('shows beside the plan paid, with its date and price, the next charge at that price, and goes once it is the plan paid', async () => {
    const member = await payingMember(suite)
    const changed = await call(plan.POST, { cookie: member.cookie, body: { plan: 'essential', interval: 'month' } })
    expect(changed.status).toBe(200)
    await suite.billing.standIn.admin.settled()
    const { membership } = (await call(mine.GET, { cookie: member.cookie })).body
    expect(membership).toMatchObject({
      plan: 'premium',
      amountCents: 7900,
      nextPlan: { plan: 'essential', amountCents: 2300, interval: 'month', from: changed.body.effectiveAt },
    })
    expect(membership.nextChargeAt).toBe(changed.body.effectiveAt)

    suite.billing.standIn.admin.advance({ to: new Date(changed.body.effectiveAt).getTime() / 1000 + 1 })
    await suite.billing.standIn.admin.settled()
    expect((await call(mine.GET, { cookie: member.cookie })).body.membership).toMatchObject({
      plan: 'essential',
      amountCents: 2300,
      nextPlan: null,
    })
  })
})

describe('a pause the route would refuse', () => {
  it('is said in the route’s own words before the member asks, and no plan change is offered', async () => {
    const member = await payingMember(suite)
    expect((await call(cancellation.POST, { cookie: member.cookie, body: { confirm: true } })).status).toBe(200)
    expect((await call(mine.GET, { cookie: member.cookie })).body).toMatchObject({
      membership: { status: 'cancelling' },
      pauseRefusal: PAUSE_ERRORS.notActive,
      planChanges: [],
    })
  })
})
