import { describe, expect, it } from 'vitest'

import { auditQuerySchema, AUDIT_TEXTS, journalUrl, NO_AUDIT_FILTERS } from '@/domain/audit'
import { decodeAuditCursor, encodeAuditCursor } from '@/domain/auditCursor'

const KEY = { at: '2026-12-15T09:14:05.123456Z', id: '9007199254740993' }

describe('« Journal »’s cursors', () => {
  it('name an entry’s place to the microsecond and beyond JavaScript’s integers, in a text fit for an address', () => {
    const cursor = encodeAuditCursor(KEY)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeAuditCursor(cursor)).toEqual(KEY)
    expect(journalUrl({ ...NO_AUDIT_FILTERS, type: 'gdpr.export' }, { avant: cursor })).toBe(
      `/api/admin/journal?type=gdpr.export&avant=${cursor}`,
    )
    expect(journalUrl(NO_AUDIT_FILTERS)).toBe('/api/admin/journal')
  })

  it('refuse a text that is not one of theirs', () => {
    const forged = (text: string) => btoa(text).replace(/=+$/, '')
    for (const wrong of [
      '',
      'abc',
      encodeAuditCursor(KEY).slice(0, -2),
      `${encodeAuditCursor(KEY)}!`,
      forged('2026-12-15T09:14:05.123Z|12'),
      forged('2026-02-31T09:14:05.123456Z|12'),
      forged('2026-12-15T25:14:05.123456Z|12'),
      forged('2026-12-15T09:14:05.123456Z|0'),
      forged('2026-12-15T09:14:05.123456Z|12|3'),
      forged('2026-12-15T09:14:05.123456Z|1234567890123456789'),
    ])
      expect(decodeAuditCursor(wrong), wrong).toBeNull()
  })

  it('reach the query as a place, or a French refusal', () => {
    const cursor = encodeAuditCursor(KEY)
    expect(auditQuerySchema.parse({ avant: cursor })).toMatchObject({ avant: KEY, apres: null })
    expect(auditQuerySchema.safeParse({ apres: 'abc' }).error?.issues[0].message).toBe(AUDIT_TEXTS.cursorInvalid)
    expect(auditQuerySchema.safeParse({ avant: cursor, apres: cursor }).error?.issues[0].message).toBe(AUDIT_TEXTS.cursorsBoth)
  })
})
