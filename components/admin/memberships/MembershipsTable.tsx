import { Button } from '@payloadcms/ui'

import type { TeamMembershipRow } from '@/domain/api/membership'
import { frenchLongDate } from '@/domain/applicationStatus'
import { BILLING_INTERVALS, MEMBERSHIP_STATUSES, membershipSuspended, PRICE_RATES } from '@/domain/billing/membershipStates'
import { amountTtc } from '@/domain/billing/money'
import { SUSPENDED_LABEL } from '@/domain/billing/paymentTexts'
import { MEMBERSHIP_TEAM_TEXTS as TEXTS } from '@/domain/billing/teamTexts'
import { fill } from '@/domain/fill'
import { PLANS } from '@/domain/plans'

const planLabel = (plan: string) => PLANS.find((entry) => entry.value === plan)?.label ?? plan

/** A failed payment's age, and « Suspendue » once the grace of the settings is over (then no new booking). */
function PaymentFailure({ row }: { row: TeamMembershipRow }) {
  if (row.status !== 'past_due' || !row.paymentFailedAt) return null
  const since = fill(TEXTS.failedSince, { date: frenchLongDate(row.paymentFailedAt) })
  return (
    <span className="club-muted club-membership-reason">
      {membershipSuspended(row, new Date()) ? <strong>{SUSPENDED_LABEL}</strong> : null} {since}
    </span>
  )
}

/** Members with their plan, status, since when, amount and last payment; « Offrir » where it changes something. */
export function MembershipsTable({
  memberships,
  pending,
  onOffer,
}: {
  memberships: TeamMembershipRow[]
  /** The member whose offer is under way, if any. */
  pending: number | null
  onOffer: (membership: TeamMembershipRow) => void
}) {
  const C = TEXTS.columns
  return (
    <div className="club-table-wrap">
      <table className="club-table">
        <caption className="visually-hidden">{TEXTS.listLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{C.member}</th>
            <th scope="col">{C.plan}</th>
            <th scope="col">{C.status}</th>
            <th scope="col">{C.since}</th>
            <th scope="col">{C.amount}</th>
            <th scope="col">{C.lastPayment}</th>
            <th scope="col">
              <span className="visually-hidden">{C.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {memberships.map((row) => (
            <tr key={row.memberId}>
              <th scope="row">
                {row.name || row.email}
                <br />
                <span className="club-muted">{row.email}</span>
              </th>
              <td>
                {planLabel(row.plan)}
                <br />
                <span className="club-muted">{PRICE_RATES[row.rate]}</span>
              </td>
              <td>
                <span className={`club-membership-status club-membership-status--${row.status}`}>
                  {MEMBERSHIP_STATUSES[row.status].label}
                </span>
                {row.offeredReason ? <span className="club-muted club-membership-reason">{row.offeredReason}</span> : null}
                <PaymentFailure row={row} />
              </td>
              <td>{frenchLongDate(row.statusSince)}</td>
              <td className="club-table__number">
                {amountTtc(row.amountCents)}
                <br />
                <span className="club-muted">{BILLING_INTERVALS[row.interval]}</span>
              </td>
              <td>
                {row.lastPaymentAt && row.lastPaymentCents !== null ? (
                  <>
                    {amountTtc(row.lastPaymentCents)}
                    <br />
                    <span className="club-muted">{frenchLongDate(row.lastPaymentAt)}</span>
                  </>
                ) : (
                  <span className="club-muted">{TEXTS.noPayment}</span>
                )}
              </td>
              <td>
                {row.status === 'offered' ? null : (
                  <Button buttonStyle="secondary" size="small" margin={false} disabled={pending !== null} onClick={() => onOffer(row)}>
                    {pending === row.memberId ? TEXTS.offering : TEXTS.offer}
                    <span className="visually-hidden"> ({row.name || row.email})</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
