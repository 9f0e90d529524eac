/**
 * The calendar choices the member's space offers: « Google Agenda », « Apple / iCal », « Outlook »,
 * for one dinner and for the private feed. Plain links to each service's own page, built here from
 * the facts: no third-party script reaches the site. `webcal:` alone does nothing on Android, hence
 * Google's and Outlook's pages beside it.
 */
import { DINNER_DURATION_HOURS } from './dinners'
import { HOUR_MS } from './time'

export type FeedAddresses = { url: string; webcal: string }
/** The feed as the space reads it: since when, and its address when it can be shown again. */
export type CalendarFeedState = { createdAt: string | null; address: FeedAddresses | null }

export type CalendarChoice = { key: 'google' | 'apple' | 'outlook'; label: string; href: string }

const CALENDAR_CHOICE_LABELS = { google: 'Google Agenda', apple: 'Apple / iCal', outlook: 'Outlook' } as const

type DinnerEvent = { title: string; startsAt: string; location: string; details: string }

/** « 20261203T193000Z », as Google's template wants its dates. */
const compactUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query).toString()}`

/** One dinner: Google's and Outlook's « new event » pages filled in, and the .ics file for Apple (and any other). */
export function dinnerCalendarChoices(event: DinnerEvent, icsHref: string): CalendarChoice[] {
  const start = new Date(event.startsAt)
  const end = new Date(start.getTime() + DINNER_DURATION_HOURS * HOUR_MS)
  return [
    {
      key: 'google',
      label: CALENDAR_CHOICE_LABELS.google,
      href: withQuery('https://calendar.google.com/calendar/render', {
        action: 'TEMPLATE',
        text: event.title,
        dates: `${compactUtc(start)}/${compactUtc(end)}`,
        details: event.details,
        location: event.location,
      }),
    },
    { key: 'apple', label: CALENDAR_CHOICE_LABELS.apple, href: icsHref },
    {
      key: 'outlook',
      label: CALENDAR_CHOICE_LABELS.outlook,
      href: withQuery('https://outlook.live.com/calendar/0/deeplink/compose', {
        path: '/calendar/action/compose',
        rru: 'addevent',
        subject: event.title,
        startdt: start.toISOString(),
        enddt: end.toISOString(),
        body: event.details,
        location: event.location,
      }),
    },
  ]
}

/** The private feed: subscribed from Google's and Outlook's pages, or opened by Apple's calendar (webcal). */
export function feedCalendarChoices(feed: FeedAddresses, name: string): CalendarChoice[] {
  return [
    {
      key: 'google',
      label: CALENDAR_CHOICE_LABELS.google,
      href: withQuery('https://calendar.google.com/calendar/render', { cid: feed.webcal }),
    },
    { key: 'apple', label: CALENDAR_CHOICE_LABELS.apple, href: feed.webcal },
    {
      key: 'outlook',
      label: CALENDAR_CHOICE_LABELS.outlook,
      href: withQuery('https://outlook.live.com/calendar/0/addfromweb', { url: feed.url, name }),
    },
  ]
}
