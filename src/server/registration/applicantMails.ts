import type { Payload } from 'payload'

import { priceLine } from '@/domain/billing/billingTexts'
import { NEXT_DINNERS_SHOWN } from '@/domain/dinners'
import type { PricingPlan } from '@/domain/plans'
import type { User } from '@/payload-types'

import { activationLink } from '../billing/member/activationToken'
import { membershipRow } from '../billing/memberships'
import { billingOn } from '../billing/stripeClient'
import { sql, type Transaction } from '../db/transaction'
import { siteUrl } from '../env'
import { applicantMailText, type Kind, type Welcome } from './applicantMailTexts'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import { enqueueMail, type OutgoingMail } from '../email/outbox'
import { getSiteSettings } from '../settings/siteSettings'

/** With billing on, the price of the membership the approval opened and its « Activer mon adhésion » link. */
async function activationOf(tx: Transaction, memberId: number): Promise<Welcome['activation']> {
  if (!billingOn()) return null
  const membership = await membershipRow(tx, memberId)
  if (!membership || membership.status !== 'to_activate') return null
  // The test without a price set: the page says to contact the club, or offers a plan.
  const price = membership.amount_cents > 0 ? priceLine(membership.amount_cents, membership.billing_interval) : null
  return { price, href: activationLink(memberId) }
}

/** The next dinners open to booking, for the acceptance mail. */
async function welcomeOf(tx: Transaction, user: User): Promise<Welcome> {
  const dinners = await tx.query<Welcome['dinners'][number]>(sql`
    SELECT title, starts_at, city FROM dinners
     WHERE status = 'published' AND tables_confirmed_at IS NULL AND starts_at > now()
     ORDER BY starts_at LIMIT ${NEXT_DINNERS_SHOWN}`)
  return { plan: (user.pricingPlan as PricingPlan | null | undefined) ?? null, dinners, activation: await activationOf(tx, user.id) }
}

/** The mail telling an applicant about their application (received, approved or rejected). */
async function applicantMail(payload: Payload, user: User, kind: Kind, welcome?: Welcome, reversed = false): Promise<OutgoingMail> {
  const settings = await getSiteSettings(payload)
  const { subject, paragraphs } = applicantMailText(kind, siteUrl(), user.reviewNotes, welcome, reversed)
  const composed = await composeMail(settings, { firstName: user.firstName, paragraphs: paragraphs(settings.brand) })
  return { to: user.email, subject: mailSubject(settings.brandName, subject), ...composed, kind: `application-${kind}` }
}

/**
 * Queues the mail in the transaction that records what it reports, so that it exists exactly
 * when that change does; it is sent after the commit (deliverMail), and retried if SMTP fails.
 */
export async function queueApplicantMail(
  payload: Payload,
  tx: Transaction,
  user: User,
  kind: Kind,
  { reversed = false }: { reversed?: boolean } = {},
): Promise<number> {
  const welcome = kind === 'approved' ? await welcomeOf(tx, user) : undefined
  return enqueueMail(tx, await applicantMail(payload, user, kind, welcome, reversed))
}
