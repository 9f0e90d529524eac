import { Button } from '@components/ui/Button'
import { Text } from '@components/ui/typography'

import type { CalendarChoice } from '@/domain/calendarLinks'
import { fill } from '@/domain/fill'
import { MEMBER_SPACE_TEXTS as TEXTS } from '@/domain/memberSpace'

/**
 * « Google Agenda », « Apple / iCal », « Outlook » : plain links, each to the service's own page
 * (a new tab) or, for Apple, the .ics file or the webcal address, opened by the device's calendar.
 */
export function CalendarChoices({
  choices,
  label = TEXTS.calendar,
  linkLabel = TEXTS.calendarLabel,
  subject,
}: {
  choices: CalendarChoice[]
  label?: string
  /** A service's link as a screen reader names it, « {service} » filled in. */
  linkLabel?: string
  subject: string
}) {
  return (
    <div className="calendar-choices" role="group" aria-label={`${label} ${subject}`}>
      <Text as="span" size="2" color="gray">
        {label}
      </Text>
      {choices.map((choice) => (
        <Button key={choice.key} asChild variant="outline" size="sm">
          {choice.key === 'apple' ? (
            <a href={choice.href} download={choice.href.startsWith('/') ? 'diner.ics' : undefined}>
              {choice.label}
            </a>
          ) : (
            <a href={choice.href} target="_blank" rel="noopener noreferrer" aria-label={fill(linkLabel, { service: choice.label })}>
              {choice.label}
            </a>
          )}
        </Button>
      ))}
    </div>
  )
}
