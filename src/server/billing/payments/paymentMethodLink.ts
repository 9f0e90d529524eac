import type { Payload } from 'payload'

import { PAYMENT_ERRORS } from '@/domain/billing/paymentTexts'

import { ApiError } from '../../http/errors'
import { memberOfToken } from '../member/activationToken'
import { openPortal } from '../member/memberSpace'

/**
 * The failed-payment mail's button: the signed link names the member (no session needed, as a
 * mail's link is opened on any device); a forged, altered or expired one gets 403. Opens Stripe's
 * portal straight on the payment method.
 */
export async function openPaymentMethodFromLink(payload: Payload, token: string, now = new Date()): Promise<{ url: string }> {
  const memberId = memberOfToken('payment-method', token, now)
  if (memberId === null) throw new ApiError(403, PAYMENT_ERRORS.linkInvalid)
  return openPortal(payload, memberId, true)
}

/** Whether the page's link still works: the page says so before the member presses anything. */
export const paymentLinkValid = (token: string, now = new Date()): boolean => memberOfToken('payment-method', token, now) !== null
