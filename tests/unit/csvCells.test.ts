import { describe, expect, it } from 'vitest'

import { auditValue } from '@/domain/audit'
import { neutralisedCell } from '@/domain/exports'

describe('CSV cells a spreadsheet could run', () => {
  it('are written as text when they begin with =, +, -, @, a tab or a carriage return', () => {
    for (const hostile of ['=HYPERLINK("https://evil.example","x")', '@SUM(1+1)', '+33 1 00 00 00 00', '-2+3', '\t=1', '\r=1'])
      expect(neutralisedCell(hostile)).toBe(`'${hostile}`)
  })

  it('stay as they are otherwise, and an empty value is an empty cell', () => {
    expect(neutralisedCell('Léa Martin')).toBe('Léa Martin')
    expect(neutralisedCell('a=b')).toBe('a=b')
    expect(neutralisedCell(42)).toBe('42')
    // A refund's amount in the accountant's CSV: a number, which no spreadsheet runs.
    expect(neutralisedCell('-5,00')).toBe('-5,00')
    expect(neutralisedCell('-5,00+1')).toBe(`'-5,00+1`)
    expect(neutralisedCell(null)).toBe('')
    expect(neutralisedCell(undefined)).toBe('')
  })
})

describe('values in « Journal »', () => {
  it('read by their French name when they have one, and a dash for none', () => {
    expect(auditValue('applicationStatus', 'approved')).toBe('Approuvée')
    expect(auditValue('attendance', 'no_show')).toBe('Absent sans prévenir')
    expect(auditValue('role', 'editor')).toBe('Éditeur')
    expect(auditValue('table', 2)).toBe('2')
    expect(auditValue('teamNote', null)).toBe('—')
    expect(auditValue('tagline', 'Un slogan')).toBe('Un slogan')
  })
})
