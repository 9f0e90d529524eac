import type { BillingSettings } from '@/domain/billing/billingSettings'
import type { BillingInterval, MembershipPlan, MembershipStatus, MembershipView, PriceRate } from '@/domain/billing/membershipStates'
import { DAY_MS } from '@/domain/time'

import { type AuditPerson, auditPeople, recordAudit } from '../audit/auditLog'
import { sql, type Transaction } from '../db/transaction'

/**
 * A member's row in `memberships` (DESIGN §14): read, locked, created at approval, and changed
 * only through `changeMembership`, which records the Journal entry in the same transaction.
 */

type Queryable = Pick<Transaction, 'query'>

export type MembershipRow = {
  member_id: number
  status: MembershipStatus
  plan: MembershipPlan
  billing_interval: BillingInterval
  rate: PriceRate
  amount_cents: number
  currency: string
  status_since: Date
  /** Moved by every write of the row (`changeMembership`): a new state, a new key for Stripe. */
  updated_at: Date
  stripe_customer_id: string | null
  stripe_subscription_id: string | null
  stripe_price_id: string | null
  checkout_session_id: string | null
  current_period_end: Date | null
  cancel_at: Date | null
  last_payment_at: Date | null
  last_payment_cents: number | null
  approved_before_billing: boolean
  invited_at: Date | null
  offered_reason: string | null
  offered_by: number | null
  paused_until: Date | null
  payment_failed_at: Date | null
  failed_invoice_id: string | null
  /** A cheaper plan chosen for the next renewal: which, at what price, from when (all null otherwise). */
  next_plan: MembershipPlan | null
  next_amount_cents: number | null
  next_plan_at: Date | null
}

const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString())

/** When a failed renewal's grace ends: the failure's start plus the days the settings give. */
export function paymentGraceEnd(failedAt: Date | string, billing: Pick<BillingSettings, 'failedPaymentGraceDays'>): Date {
  return new Date(new Date(failedAt).getTime() + billing.failedPaymentGraceDays * DAY_MS)
}

/** The plan the next renewal charges, when cheaper than the one paid now; null once it is the one paid. */
function nextPlan(row: MembershipRow): MembershipView['nextPlan'] {
  if (row.next_plan === null || row.next_amount_cents === null || row.next_plan_at === null) return null
  if (row.status !== 'active' && row.status !== 'past_due') return null
  return {
    plan: row.next_plan,
    amountCents: row.next_amount_cents,
    interval: row.billing_interval,
    from: new Date(row.next_plan_at).toISOString(),
  }
}

/** The member space's and the team's view of a row; the graces come from the settings. */
export function toMembershipView(
  row: MembershipRow,
  billing: Pick<BillingSettings, 'graceUntil' | 'failedPaymentGraceDays'>,
): MembershipView {
  const charged = row.status === 'active' || row.status === 'past_due'
  const failedAt = row.status === 'past_due' ? row.payment_failed_at : null
  return {
    memberId: row.member_id,
    status: row.status,
    plan: row.plan,
    interval: row.billing_interval,
    rate: row.rate,
    amountCents: row.amount_cents,
    currency: 'eur',
    statusSince: new Date(row.status_since).toISOString(),
    nextChargeAt: charged && row.billing_interval !== 'once' ? iso(row.current_period_end) : null,
    lastPaymentAt: iso(row.last_payment_at),
    lastPaymentCents: row.last_payment_cents,
    approvedBeforeBilling: row.approved_before_billing,
    graceUntil: row.approved_before_billing ? billing.graceUntil : null,
    offeredReason: row.status === 'offered' ? row.offered_reason : null,
    pausedUntil: row.status === 'paused' || row.status === 'cancelling' ? iso(row.paused_until) : null,
    cancelAt: row.status === 'cancelling' || row.status === 'past_due' ? iso(row.cancel_at) : null,
    paymentFailedAt: iso(failedAt),
    paymentGraceUntil: failedAt === null ? null : paymentGraceEnd(failedAt, billing).toISOString(),
    nextPlan: nextPlan(row),
  }
}

export async function membershipRow(db: Queryable, memberId: number): Promise<MembershipRow | null> {
  const [row] = await db.query<MembershipRow>(sql`SELECT * FROM memberships WHERE member_id = ${memberId}`)
  return row ?? null
}

/** The member's membership as they and the team see it; null when they have none (not approved). */
export async function readMembership(db: Queryable, memberId: number, billing: BillingSettings): Promise<MembershipView | null> {
  const row = await membershipRow(db, memberId)
  return row ? toMembershipView(row, billing) : null
}

/** The row locked for a change: of two requests at once (two checkouts, two webhooks), the second waits and sees the first's. */
export async function lockMembership(tx: Transaction, memberId: number): Promise<MembershipRow | null> {
  const [row] = await tx.query<MembershipRow>(sql`SELECT * FROM memberships WHERE member_id = ${memberId} FOR UPDATE`)
  return row ?? null
}

export type NewMembership = {
  memberId: number
  plan: MembershipPlan
  interval: BillingInterval
  rate: PriceRate
  amountCents: number
  approvedBeforeBilling?: boolean
}

/** A membership to activate, created with the approval (nothing when the member has one already: an approval reversed and given again). */
export async function createMembership(tx: Transaction, membership: NewMembership): Promise<void> {
  await tx.query(sql`
    INSERT INTO memberships (member_id, status, plan, billing_interval, rate, amount_cents, approved_before_billing)
    VALUES (${membership.memberId}, 'to_activate', ${membership.plan}, ${membership.interval}, ${membership.rate},
            ${membership.amountCents}, ${membership.approvedBeforeBilling ?? false})
    ON CONFLICT (member_id) DO NOTHING`)
}

/** The columns a change may set (snake_case, as in the table). */
export type MembershipChange = Partial<Omit<MembershipRow, 'member_id' | 'status_since' | 'updated_at' | 'currency'>>

/** Who changed a membership, as the Journal names them: Stripe (a webhook, the nightly job) or a team member. */
export const STRIPE_ACTOR: AuditPerson = { id: null, label: 'Stripe' }

export type MembershipJournal = {
  kind:
    | 'membership.changed'
    | 'membership.offered'
    | 'membership.invited'
    | 'membership.reconciled'
    | 'membership.paused'
    | 'membership.planChanged'
    | 'membership.cancelled'
    | 'membership.cancellationUndone'
    | 'membership.retentionAccepted'
    | 'membership.paymentRecovered'
  actor: AuditPerson | null
  /** Said beside the change (the offer's reason, the drift found). */
  note?: Record<string, unknown>
  /** Recorded even when the row stays as it was: a change Stripe makes later (a plan at the next renewal). */
  always?: boolean
}

const COLUMN_NAMES: Record<keyof MembershipChange, string> = {
  status: 'status',
  plan: 'plan',
  billing_interval: 'billing_interval',
  rate: 'rate',
  amount_cents: 'amount_cents',
  stripe_customer_id: 'stripe_customer_id',
  stripe_subscription_id: 'stripe_subscription_id',
  stripe_price_id: 'stripe_price_id',
  checkout_session_id: 'checkout_session_id',
  current_period_end: 'current_period_end',
  cancel_at: 'cancel_at',
  last_payment_at: 'last_payment_at',
  last_payment_cents: 'last_payment_cents',
  approved_before_billing: 'approved_before_billing',
  invited_at: 'invited_at',
  offered_reason: 'offered_reason',
  offered_by: 'offered_by',
  paused_until: 'paused_until',
  payment_failed_at: 'payment_failed_at',
  failed_invoice_id: 'failed_invoice_id',
  next_plan: 'next_plan',
  next_amount_cents: 'next_amount_cents',
  next_plan_at: 'next_plan_at',
}

const DATES: ReadonlySet<string> = new Set([
  'current_period_end',
  'cancel_at',
  'last_payment_at',
  'invited_at',
  'paused_until',
  'payment_failed_at',
  'next_plan_at',
])

/** A value as it compares: a date read back from PostgreSQL (text) and one from Stripe (a Date) as the same instant. */
function comparable(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return null
  return DATES.has(key) ? new Date(value as string | Date).toISOString() : value
}

/** The fields whose value the change alters, before → after, as the Journal keeps them. */
function differences(before: MembershipRow, change: MembershipChange): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {}
  for (const [key, value] of Object.entries(change) as [keyof MembershipChange, unknown][]) {
    if (value === undefined || COLUMN_NAMES[key] === undefined) continue
    const [was, now] = [comparable(key, before[key]), comparable(key, value)]
    if (was !== now) changes[key === 'status' ? 'membershipStatus' : key] = [was, now]
  }
  return changes
}

/**
 * The one writer of a membership: applies `change` to the row (locked by the caller) and records
 * its Journal entry in the same transaction, so that neither exists without the other. A change
 * that alters nothing writes nothing and records nothing (a replayed state). Answers the new row.
 */
export async function changeMembership(
  tx: Transaction,
  before: MembershipRow,
  change: MembershipChange,
  journal: MembershipJournal,
): Promise<MembershipRow> {
  const changes = differences(before, change)
  if (Object.keys(changes).length === 0 && !journal.always) return before
  const sets = (Object.entries(change) as [keyof MembershipChange, unknown][])
    .filter(([key, value]) => value !== undefined && COLUMN_NAMES[key] !== undefined)
    .map(([key, value]) => sql`${sql.raw(`"${COLUMN_NAMES[key]}"`)} = ${value instanceof Date ? value.toISOString() : value}`)
  const statusChanged = change.status !== undefined && change.status !== before.status
  const [row] = await tx.query<MembershipRow>(sql`
    UPDATE memberships SET ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
           ${statusChanged ? sql`, status_since = now()` : sql``}
     WHERE member_id = ${before.member_id} RETURNING *`)
  const subject = (await auditPeople(tx, [before.member_id])).get(before.member_id) ?? null
  await recordAudit(tx, {
    kind: journal.kind,
    actor: journal.actor,
    subject,
    record: { type: 'users', id: before.member_id },
    changes: {
      ...changes,
      ...Object.fromEntries(Object.entries(journal.note ?? {}).map(([key, value]) => [key, [null, value]])),
    },
  })
  return row
}

/**
 * A step of a membership's life that changes no column (a reminder mailed, the grace over, a
 * notice sent), recorded by the site itself in the transaction of what it did.
 */
export async function recordMembershipEvent(
  tx: Transaction,
  memberId: number,
  kind: 'membership.paymentReminder' | 'membership.suspended' | 'membership.renewalNotice',
  note: Record<string, unknown>,
): Promise<void> {
  const subject = (await auditPeople(tx, [memberId])).get(memberId) ?? null
  await recordAudit(tx, {
    kind,
    actor: null,
    subject,
    record: { type: 'users', id: memberId },
    changes: Object.fromEntries(Object.entries(note).map(([key, value]) => [key, [null, value]])),
  })
}
