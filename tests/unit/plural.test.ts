import { describe, expect, it } from 'vitest'

import { plural } from '@/domain/plural'

describe('French plurals', () => {
  it('0 and 1 take the singular, 2 and more the plural, large numbers grouped as in French', () => {
    const guests = ['convive', 'convives'] as const
    expect([0, 1, 2, 15].map((count) => plural(count, guests))).toEqual(['0 convive', '1 convive', '2 convives', '15 convives'])
    expect(plural(12_000, guests)).toBe('12\u202f000 convives')
  })
})
