import type { Payload } from 'payload'

import { NEXT_DINNERS_SHOWN } from '@/domain/dinners'
import type { PricingPlan } from '@/domain/plans'
import type { User } from '@/payload-types'

import { sql, type Transaction } from '../db/transaction'
import { siteUrl } from '../env'
import { applicantMailText, type Kind, type Welcome } from './applicantMailTexts'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import { enqueueMail, type OutgoingMail } from '../email/outbox'
import { getSiteSettings } from '../settings/siteSettings'

/** The next dinners open to booking, for the acceptance mail. */
async function welcomeOf(tx: Transaction, user: User): Promise<Welcome> {
  const dinners = await tx.query<Welcome['dinners'][number]>(sql`
    SELECT title, starts_at, city FROM dinners
     WHERE status = 'published' AND tables_confirmed_at IS NULL AND starts_at > now()
     ORDER BY starts_at LIMIT ${NEXT_DINNERS_SHOWN}`)
  return { plan: (user.pricingPlan as PricingPlan | null | undefined) ?? null, dinners }
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
