import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { ATTENDANCE_TEXTS } from '@/domain/attendance'
import { DINNER_VIEW_TEXTS } from '@/domain/dinnerAdminTexts'
import { fillCount, plural } from '@/domain/plural'

describe('French plurals', () => {
  it('0 and 1 take the singular, 2 and more the plural, large numbers grouped as in French', () => {
    const guests = ['convive', 'convives'] as const
    expect([0, 1, 2, 15].map((count) => plural(count, guests))).toEqual(['0 convive', '1 convive', '2 convives', '15 convives'])
    expect(plural(12_000, guests)).toBe('12\u202f000 convives')
  })

  it('a sentence agrees with its count: « 1 convive noté. », « 15 convives inscrits », « 0 membre prévenu »', () => {
    expect(fillCount(ATTENDANCE_TEXTS.saved, 1)).toBe('1 convive noté.')
    expect(fillCount(ATTENDANCE_TEXTS.saved, 2)).toBe('2 convives notés.')
    expect(fillCount(DINNER_VIEW_TEXTS.guestsCount, 15)).toBe('15 convives inscrits')
    expect(fillCount(DINNER_VIEW_TEXTS.seatsOccupied, 15, { total: 24 })).toBe('15 places occupées sur 24')
    expect(fillCount(DINNER_VIEW_TEXTS.cancelledText, 0)).toBe('0 membre prévenu par e-mail.')
  })

  it('no text of the product writes a plural as « (s) »', () => {
    const files = ['src', 'components', 'collections', 'globals'].flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => join(root, file)),
    )
    const offenders = files.filter((file) => /\p{L}\(s\)/u.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
