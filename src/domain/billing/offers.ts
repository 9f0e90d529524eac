/**
 * The prices a member may choose, computed on the server from the settings (billingSettings.ts),
 * the member's age and whether founders are still welcome. Pure: the checkout refuses what is not here.
 */
import { DateTime } from 'luxon'

import { type BillingSettings, toCents } from './billingSettings'
import type { BillingInterval, MembershipPlan, PriceRate } from './membershipStates'
import { DINNER_TIME_ZONE } from '../dinners'

/** The under-27 rate ends on the 27th birthday (that day included). */
const UNDER_27_AGE = 27

/** One price a member may subscribe at. Amount in cents, tax included. */
export type Offer = { plan: MembershipPlan; interval: BillingInterval; rate: PriceRate; amountCents: number }

/**
 * Whether someone born on `birthDate` (AAAA-MM-JJ) is under 27 today in the club's time zone: on
 * their 27th birthday they no longer are. An unknown or malformed date is not under 27.
 */
export function isUnder27(birthDate: string | null | undefined, now: Date): boolean {
  if (!birthDate) return false
  const born = DateTime.fromISO(birthDate, { zone: DINNER_TIME_ZONE })
  if (!born.isValid) return false
  const today = DateTime.fromJSDate(now).setZone(DINNER_TIME_ZONE).startOf('day')
  return today < born.plus({ years: UNDER_27_AGE }).startOf('day')
}

const PAID_PLANS = ['essential', 'premium'] as const

/** Every price the settings offer this member now: monthly (founder or list), annual, under-27, and the test ticket. */
export function offersFor(settings: BillingSettings, member: { birthDate?: string | null }, now: Date): Offer[] {
  const offers: Offer[] = []
  for (const plan of PAID_PLANS) {
    const prices = settings[plan]
    const monthly = settings.foundersOpen ? prices.founderPrice : prices.listPrice
    offers.push({ plan, interval: 'month', rate: settings.foundersOpen ? 'founder' : 'list', amountCents: toCents(monthly) })
    if (prices.annualPrice !== null) offers.push({ plan, interval: 'year', rate: 'list', amountCents: toCents(prices.annualPrice) })
    if (prices.under27Price !== null && isUnder27(member.birthDate, now)) {
      offers.push({ plan, interval: 'month', rate: 'under27', amountCents: toCents(prices.under27Price) })
    }
  }
  if (settings.testPrice !== null) offers.push({ plan: 'test', interval: 'once', rate: 'list', amountCents: toCents(settings.testPrice) })
  return offers
}

/** The offer matching a member's choice, if they may have it. */
export function findOffer(offers: readonly Offer[], choice: Pick<Offer, 'plan' | 'interval' | 'rate'>): Offer | undefined {
  return offers.find((offer) => offer.plan === choice.plan && offer.interval === choice.interval && offer.rate === choice.rate)
}

/**
 * Stripe's lookup key of a price. The amount is part of it: a price changed in the settings is a
 * new Stripe price, and those who subscribed at the old one keep it.
 */
export function priceLookupKey(offer: Offer): string {
  return `cercle_${offer.plan}_${offer.interval}_${offer.rate}_${offer.amountCents}`
}
