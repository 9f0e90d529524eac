import type { Payload } from 'payload'

import type { MembershipView } from '@/domain/billing/membershipStates'
import { type Offer, offersFor } from '@/domain/billing/offers'

import { memberOfActivationToken } from './activationToken'
import { outsideTransaction, sql } from '../../db/transaction'
import { getSiteSettings } from '../../settings/siteSettings'
import { readMembership } from '../memberships'
import { billingOn } from '../stripeClient'

/** What the mailed « Activer mon adhésion » link's page shows: the offers, or why the link cannot serve. */
export type ActivationView =
  | { state: 'refused' }
  | { state: 'settled' }
  | { state: 'open'; firstName: string; membership: MembershipView; offers: Offer[]; commitmentMonths: number }

/**
 * Reads the link and changes nothing (mail scanners follow links): the member it names, their
 * membership and the prices they may choose now. A forged or expired token, billing off, or no
 * membership: refused; one already paid for or offered: settled, with the way to the space.
 */
export async function describeActivation(payload: Payload, token: string, now: Date = new Date()): Promise<ActivationView> {
  const memberId = token ? memberOfActivationToken(token, now) : null
  if (memberId === null || !billingOn()) return { state: 'refused' }
  const db = outsideTransaction(payload)
  const { billing } = await getSiteSettings(payload)
  const membership = await readMembership(db, memberId, billing)
  if (!membership) return { state: 'refused' }
  if (membership.status !== 'to_activate' && membership.status !== 'ended') return { state: 'settled' }
  const [member] = await db.query<{ first_name: string | null; birth_date: string | null }>(
    sql`SELECT first_name, birth_date FROM users WHERE id = ${memberId}`,
  )
  return {
    state: 'open',
    firstName: member?.first_name ?? '',
    membership,
    offers: offersFor(billing, { birthDate: member?.birth_date }, now),
    commitmentMonths: billing.minimumCommitmentMonths,
  }
}
