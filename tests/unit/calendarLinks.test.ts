import { describe, expect, it } from 'vitest'

import { dinnerCalendarChoices, feedCalendarChoices } from '@/domain/calendarLinks'
import { openSecret, sealSecret } from '@/server/auth/sealedSecrets'

const event = {
  title: 'L’Europe face aux empires',
  startsAt: '2026-12-10T19:30:00.000Z',
  location: 'Le Salon Vert, 12 rue Secrète, 75003 Paris',
  details: '',
}

describe('the calendar choices of the member’s space', () => {
  it('fills Google’s and Outlook’s « new event » pages with the dinner, three hours long, and gives Apple the .ics', () => {
    const [google, apple, outlook] = dinnerCalendarChoices(event, '/api/me/dinners/7/calendar')
    expect(google.label).toBe('Google Agenda')
    const g = new URL(google.href)
    expect(`${g.origin}${g.pathname}`).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(g.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: event.title,
      dates: '20261210T193000Z/20261210T223000Z',
      location: event.location,
    })
    expect(apple).toEqual({ key: 'apple', label: 'Apple / iCal', href: '/api/me/dinners/7/calendar' })
    const o = new URL(outlook.href)
    expect(`${o.origin}${o.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose')
    expect(Object.fromEntries(o.searchParams)).toMatchObject({
      rru: 'addevent',
      subject: event.title,
      startdt: '2026-12-10T19:30:00.000Z',
      enddt: '2026-12-10T22:30:00.000Z',
    })
  })

  it('subscribes to the feed from Google (cid, webcal), Apple (webcal) and Outlook (add from web, https)', () => {
    const feed = { url: 'https://club.example/api/calendar/abc', webcal: 'webcal://club.example/api/calendar/abc' }
    const [google, apple, outlook] = feedCalendarChoices(feed, 'Mes dîners')
    expect(new URL(google.href).searchParams.get('cid')).toBe(feed.webcal)
    expect(apple.href).toBe(feed.webcal)
    expect(new URL(outlook.href).searchParams.get('url')).toBe(feed.url)
  })
})

describe('a sealed secret', () => {
  it('opens only with its own context, and never when altered', () => {
    const sealed = sealSecret('le-secret-du-flux', 'calendar-feed:1')
    expect(sealed).not.toContain('le-secret-du-flux')
    expect(sealSecret('le-secret-du-flux', 'calendar-feed:1')).not.toBe(sealed)
    expect(openSecret(sealed, 'calendar-feed:1')).toBe('le-secret-du-flux')
    expect(openSecret(sealed, 'calendar-feed:2')).toBeNull()
    const [version, iv, tag, data] = sealed.split('.')
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`
    expect(openSecret([version, iv, tag, flipped].join('.'), 'calendar-feed:1')).toBeNull()
    expect(openSecret('pas-un-secret-scelle', 'calendar-feed:1')).toBeNull()
  })
})
