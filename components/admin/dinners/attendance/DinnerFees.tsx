import { frenchLongDate } from '@/domain/applicationStatus'
import { euros } from '@/domain/billing/billingTexts'
import { NO_SHOW_FEE_STATUS_LABELS, NO_SHOW_FEE_TEXTS, type NoShowFeeView } from '@/domain/noShowFees'

/**
 * « Frais d’absence » on a held dinner's page: each guest's fee, charged, waived, not charged,
 * failing or refunded, and since when (the Journal tells each step).
 */
export function DinnerFees({ fees }: { fees: NoShowFeeView[] }) {
  return (
    <section aria-labelledby="dinner-fees-title" className="club-attendance__fees">
      <h3 className="club-panel__title" id="dinner-fees-title">
        {NO_SHOW_FEE_TEXTS.teamHeading}
      </h3>
      {fees.length === 0 ? (
        <p className="club-muted">{NO_SHOW_FEE_TEXTS.teamEmpty}</p>
      ) : (
        <ul>
          {fees.map((fee) => (
            <li key={fee.bookingId}>
              {fee.member}
              {'\u00a0: '}
              {euros(fee.amountCents)} — {NO_SHOW_FEE_STATUS_LABELS[fee.status]} ({frenchLongDate(fee.at)})
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
