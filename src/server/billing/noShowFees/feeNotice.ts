import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { noShowFeeNotice } from '@/domain/noShowFees'

import type { Transaction } from '../../db/transaction'
import { membershipRow } from '../memberships'
import { billingOn } from '../stripeClient'

/** The no-show fee as a booking's page and mails say it: only while paid membership is on (else nothing is charged). */
export const noShowFeeNoticeFor = (settings: Pick<SiteSettingsValues, 'noShowFee' | 'noShowPolicy'>): string | null =>
  billingOn() ? noShowFeeNotice(settings.noShowFee, settings.noShowPolicy.windowMonths) : null

/**
 * The notice for one member: none for a member with no payment method with us (an offered
 * membership, one from before paid membership), whom the fee never reaches.
 */
export async function memberFeeNotice(
  db: Pick<Transaction, 'query'>,
  settings: Pick<SiteSettingsValues, 'noShowFee' | 'noShowPolicy'>,
  memberId: number,
): Promise<string | null> {
  const notice = noShowFeeNoticeFor(settings)
  if (!notice) return null
  const row = await membershipRow(db, memberId)
  return row?.stripe_customer_id && row.status !== 'offered' ? notice : null
}
