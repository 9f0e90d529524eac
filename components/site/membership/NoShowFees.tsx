import { Heading, Text } from '@components/ui/typography'

import { frenchLongDate } from '@/domain/applicationStatus'
import { euros } from '@/domain/billing/billingTexts'
import { fill } from '@/domain/fill'
import { NO_SHOW_FEE_REASONS, NO_SHOW_FEE_STATUS_LABELS, NO_SHOW_FEE_TEXTS as TEXTS, type NoShowFeeView } from '@/domain/noShowFees'

/**
 * « Frais d’absence » in « Mon adhésion »: the rule as it was said before booking, and each fee
 * decided for one of the member's absences, with its state and its reason. Nothing when the club
 * charges no fee and none was ever decided.
 */
export function NoShowFees({ notice, fees, offered }: { notice: string | null; fees: NoShowFeeView[]; offered: boolean }) {
  if (!notice && fees.length === 0) return null
  return (
    <section aria-labelledby="no-show-fees-title">
      <Heading as="h2" size="4" id="no-show-fees-title" mt="5">
        {TEXTS.memberHeading}
      </Heading>
      {notice ? (
        <Text as="p" mt="2">
          {offered ? TEXTS.offeredNote : notice}
        </Text>
      ) : null}
      {fees.length === 0 ? (
        <Text as="p" mt="2">
          {TEXTS.memberEmpty}
        </Text>
      ) : (
        <ul>
          {fees.map((fee) => (
            <li key={fee.bookingId}>
              <Text as="p">
                {fill(TEXTS.dinner, { dinner: fee.dinnerTitle, date: frenchLongDate(fee.startsAt) })}
                {'\u00a0: '}
                {euros(fee.amountCents)}, {NO_SHOW_FEE_STATUS_LABELS[fee.status].toLowerCase()}
              </Text>
              <Text as="p" size="2">
                {NO_SHOW_FEE_REASONS[fee.status]}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
