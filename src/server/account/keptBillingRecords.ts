import { BILLING_RECORDS_YEARS } from '@/domain/billing/billingPrivacy'

import { erasedPersonLabel } from '../audit/auditLog'
import { sql, type Transaction } from '../db/transaction'

/**
 * What an erasure keeps of a paid membership (migration 20261208_030000): accounting law keeps the
 * books' supporting facts ten years, so a membership that ever reached Stripe leaves its billing
 * facts under the pseudonym the Journal gives the erased person (the team can relate the two),
 * with no name, address or account id, until `keep_until`. A membership never paid (to activate,
 * offered) leaves nothing: there is nothing to account for.
 */

type Queryable = Pick<Transaction, 'query'>

/** In the erasure's transaction, before the account and its membership row go. */
export async function keepBillingFacts(tx: Queryable, userId: number): Promise<void> {
  await tx.query(sql`
    INSERT INTO kept_billing_records (pseudonym, plan, billing_interval, rate, amount_cents, currency, status, member_since,
                                      last_payment_at, last_payment_cents, stripe_customer_id, stripe_subscription_id, keep_until)
    SELECT ${erasedPersonLabel(userId)}, plan, billing_interval, rate, amount_cents, currency, status, created_at,
           last_payment_at, last_payment_cents, stripe_customer_id, stripe_subscription_id,
           now() + make_interval(years => ${BILLING_RECORDS_YEARS})
      FROM memberships
     WHERE member_id = ${userId} AND (stripe_customer_id IS NOT NULL OR last_payment_at IS NOT NULL)`)
}

/** The nightly upkeep: a kept record goes once the law no longer asks for it. */
export async function purgeKeptBillingRecords(tx: Queryable, now: Date): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql`DELETE FROM kept_billing_records WHERE keep_until < ${now} RETURNING id`)
  return rows.length
}
