import type { IncomingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import type { PublicDinner } from '@/domain/api/dinners'
import { DINNER_PAGE_PATTERN, dinnerIdOfSegment, dinnerPath, dinnerSeo } from '@/domain/dinnerPage'
import { isCacheableRequest, MicroCache } from '@/server/serving/microCache'

const DINNER: PublicDinner = {
  id: 42,
  title: 'L’Europe face aux nouveaux empires\u00a0?',
  theme: 'world-geopolitics',
  startsAt: '2026-12-10T19:00:00.000Z',
  city: 'Paris',
  speakers: [
    { name: 'Claire Martin', role: 'journalist', bio: null },
    { name: 'Paul Dubois', role: 'expert', bio: null },
  ],
  seats: 24,
  seatsLeft: 10,
}

describe('an upcoming dinner’s page', () => {
  it('has one readable address, found again by its id', () => {
    expect(dinnerPath(DINNER)).toBe('/diners/42-l-europe-face-aux-nouveaux-empires')
    expect(dinnerPath({ id: 7, title: '???' })).toBe('/diners/7')
    expect(DINNER_PAGE_PATTERN.test(dinnerPath(DINNER))).toBe(true)
    expect(dinnerIdOfSegment('42-l-europe-face-aux-nouveaux-empires')).toBe(42)
    expect(dinnerIdOfSegment('42')).toBe(42)
    for (const wrong of ['', 'abc', '0', '-1', '42abc', '12345678901']) expect(dinnerIdOfSegment(wrong), wrong).toBeNull()
  })

  it('describes itself with its date, city and speakers, never a venue', () => {
    const seo = dinnerSeo(DINNER)
    expect(seo.title).toBe(DINNER.title)
    expect(seo.path).toBe(dinnerPath(DINNER))
    expect(seo.description).toBe(
      'Dîner-débat, jeudi 10 décembre 2026 à 20\u00a0h\u00a000 · Paris · avec Claire Martin, journaliste et Paul Dubois, expert.',
    )
  })

  it('is kept by the micro-cache like the other public pages, only when the dinner is shown', () => {
    const headers: IncomingHttpHeaders = {}
    expect(isCacheableRequest('GET', dinnerPath(DINNER), headers)).toBe(true)
    expect(isCacheableRequest('GET', '/diners/42-x/opengraph-image', headers)).toBe(false)
    expect(isCacheableRequest('GET', `${dinnerPath(DINNER)}?x=1`, headers)).toBe(false)
    const cache = new MicroCache()
    const page = { 'content-type': 'text/html; charset=utf-8' }
    expect(cache.store('/diners/987-inconnu', 404, page, Buffer.from('<html></html>'), cache.currentGeneration())).toBe(false)
    expect(cache.store(dinnerPath(DINNER), 200, page, Buffer.from('<html></html>'), cache.currentGeneration())).toBe(true)
  })
})
