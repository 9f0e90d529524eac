/** Coupons: `/v1/coupons` (redeemed through checkout sessions' and subscriptions' `discounts`). */
import { invalidRequest } from '../errors'
import { randomToken } from '../ids'
import type { Params } from '../params'
import type { Coupon } from '../shapes'
import type { StandIn } from '../state'
import { retrieve, route } from './route'

function readCoupon(params: Params) {
  const metadata = params.metadata()
  return {
    id: params.optionalString('id'),
    percentOff: params.optionalNumber('percent_off'),
    amountOff: params.optionalInteger('amount_off'),
    currency: params.optionalString('currency')?.toLowerCase(),
    duration: params.optionalEnum('duration', ['once', 'repeating', 'forever'] as const) ?? 'once',
    durationInMonths: params.optionalInteger('duration_in_months'),
    name: params.optionalString('name') ?? null,
    maxRedemptions: params.optionalInteger('max_redemptions') ?? null,
    redeemBy: params.optionalInteger('redeem_by') ?? null,
    metadata: metadata || {},
  }
}

function createCoupon(standIn: StandIn, input: ReturnType<typeof readCoupon>): Coupon {
  if ((input.percentOff === undefined) === (input.amountOff === undefined))
    throw invalidRequest('Coupons must have exactly one of percent_off or amount_off.')
  if (input.percentOff !== undefined && (input.percentOff <= 0 || input.percentOff > 100)) {
    throw invalidRequest('Invalid percent_off: must be greater than 0 and at most 100', { param: 'percent_off' })
  }
  if (input.amountOff !== undefined && !input.currency)
    throw invalidRequest('You must pass currency when passing amount_off', { param: 'currency' })
  if (input.duration === 'repeating' && !input.durationInMonths) {
    throw invalidRequest('Missing required param: duration_in_months.', { param: 'duration_in_months', code: 'parameter_missing' })
  }
  if (input.id && standIn.store.coupons.has(input.id))
    throw invalidRequest('Coupon already exists.', { param: 'id', code: 'resource_already_exists' })
  const now = standIn.clock.now()
  const coupon: Coupon = {
    id: input.id ?? randomToken(8).toUpperCase(),
    object: 'coupon',
    amount_off: input.amountOff ?? null,
    created: now,
    currency: input.currency ?? null,
    duration: input.duration,
    duration_in_months: input.duration === 'repeating' ? (input.durationInMonths ?? null) : null,
    livemode: false,
    max_redemptions: input.maxRedemptions,
    metadata: input.metadata,
    name: input.name,
    percent_off: input.percentOff ?? null,
    redeem_by: input.redeemBy,
    times_redeemed: 0,
    valid: true,
  }
  standIn.store.coupons.set(coupon.id, coupon)
  standIn.events.emit('coupon.created', coupon, now)
  return coupon
}

export const couponRoutes = [
  route('POST', '/v1/coupons', readCoupon, createCoupon),
  retrieve('/v1/coupons/:id', 'coupon', (store) => store.coupons),
]
