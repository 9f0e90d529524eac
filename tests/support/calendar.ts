import ICAL from 'ical.js'

import type { ReceivedMail } from './smtpSink'

export type ParsedInvitation = {
  /** The MIME part's method= parameter (RFC 6047 §2.4), which must match METHOD. */
  partMethod: string | undefined
  method: string
  uid: string
  sequence: number
  tzid: string
  /** The VTIMEZONE the file carries for that TZID. */
  timezones: string[]
  start: Date
  stampIsUtc: boolean
  location: string
  status: string
  attachedAs: string | undefined
}

/** Reads a mail's invitation with a parser library (ical.js), not with our own code. */
export function invitationOf(mail: Pick<ReceivedMail, 'subject' | 'parts'>): ParsedInvitation {
  const part = mail.parts.find((p) => p.contentType === 'text/calendar')
  if (!part) throw new Error(`no text/calendar part in « ${mail.subject} »`)
  const calendar = new ICAL.Component(ICAL.parse(part.content))
  const event = calendar.getFirstSubcomponent('vevent')
  if (!event) throw new Error('no VEVENT')
  const start = event.getFirstProperty('dtstart')
  const stamp = event.getFirstPropertyValue('dtstamp') as ICAL.Time
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return {
    partMethod: part.method,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    tzid: String(start?.getParameter('tzid')),
    timezones: calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    start: (start?.getFirstValue() as ICAL.Time).toJSDate(),
    stampIsUtc: stamp.zone === ICAL.Timezone.utcTimezone,
    location: String(event.getFirstPropertyValue('location') ?? ''),
    status: String(event.getFirstPropertyValue('status')),
    attachedAs: mail.parts.find((p) => p.contentType === 'application/ics')?.filename,
  }
}
