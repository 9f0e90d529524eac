import type Stripe from 'stripe'

import type { User } from '@/payload-types'

/**
 * The member's Stripe customer, created once: under the membership's row lock, and with an
 * idempotency key named after the member, so two admins or two clicks at once make one.
 */
export async function createCustomer(stripe: Stripe, member: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>): Promise<string> {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || undefined
  const customer = await stripe.customers.create(
    { email: member.email, name, preferred_locales: ['fr'], metadata: { memberId: String(member.id) } },
    { idempotencyKey: `cercle-customer-${member.id}` },
  )
  return customer.id
}
