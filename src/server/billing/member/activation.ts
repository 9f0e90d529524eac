import type { Payload } from 'payload'

import { BILLING_ERRORS, type CheckoutChoice } from '@/domain/billing/billingTexts'
import type { User } from '@/payload-types'

import { memberOfActivationToken } from './activationToken'
import { openCheckout } from './checkout'
import { ApiError } from '../../http/errors'

/** Checkout opened from the mailed link: the token names the member; a forged or expired one gets 403. */
export async function activateFromLink(
  payload: Payload,
  token: string,
  choice: CheckoutChoice,
  now = new Date(),
): Promise<{ url: string }> {
  const memberId = memberOfActivationToken(token, now)
  if (memberId === null) throw new ApiError(403, BILLING_ERRORS.tokenInvalid)
  const member = (await payload.findByID({
    collection: 'users',
    id: memberId,
    overrideAccess: true,
    disableErrors: true,
    depth: 0,
  })) as User | null
  if (!member) throw new ApiError(403, BILLING_ERRORS.tokenInvalid)
  return openCheckout(payload, member, choice, now)
}
