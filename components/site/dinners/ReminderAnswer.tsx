import { Button } from '@components/ui/Button'
import { ConfirmDialog } from '@components/ui/ConfirmDialog'
import { Text } from '@components/ui/typography'

import type { PublicDinner } from '@/domain/api/dinners'
import { BOOKING_TEXTS, cancellationDeadline, formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { type ReminderAction, REMINDER_TEXTS } from '@/domain/reminders'

/**
 * While the 72-hour reminder waits for an answer: « Je viens » at once, « Je me désiste » asked once
 * more (the seat is given up), as the mail's two links do.
 */
export function ReminderAnswer({
  dinner,
  pending,
  onAnswer,
}: {
  dinner: PublicDinner
  pending: boolean
  onAnswer: (action: ReminderAction) => void
}) {
  const words = { title: dinner.title, date: formatDinnerDate(dinner.startsAt) }
  return (
    <div className="reminder-answer" role="group" aria-labelledby={`reminder-${dinner.id}`}>
      <Text as="p" weight="medium" id={`reminder-${dinner.id}`}>
        {fill(REMINDER_TEXTS.spaceQuestion, { date: formatDinnerDate(cancellationDeadline(new Date(dinner.startsAt))) })}
      </Text>
      <div className="dinner-card__actions">
        <Button onClick={() => onAnswer('come')} disabled={pending}>
          {REMINDER_TEXTS.come}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={pending}>
              {REMINDER_TEXTS.withdraw}
            </Button>
          }
          title={REMINDER_TEXTS.withdrawTitle}
          description={fill(REMINDER_TEXTS.withdrawExplained, words)}
          keepLabel={BOOKING_TEXTS.keep}
          confirmLabel={REMINDER_TEXTS.withdraw}
          onConfirm={() => onAnswer('withdraw')}
          destructive
        />
      </div>
    </div>
  )
}
