import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ALL, CORE, EXTRA, text, unicodeRange } from '../../scripts/fontCharacters'

const fontsModule = readFileSync('components/ui/fonts.ts', 'utf8')

describe('the faces cut in two files', () => {
  it('keep every character once: French text in the file every page loads, the rest in the other', () => {
    expect([...CORE, ...EXTRA].sort((a, b) => a - b)).toEqual(ALL)
    expect(text(CORE)).toContain('é')
    for (const sign of ['«', '»', '\u00a0', '\u202f', '’', 'œ', 'Œ', 'Ÿ', 'ç', 'É', 'À', '€', '…', '—', '§', '×', '°'])
      expect(text(CORE)).toContain(sign)
    for (const foreign of ['ñ', 'á', 'ø', 'ß', '¿', '™']) expect(text(EXTRA)).toContain(foreign)
  })

  it('declare, in components/ui/fonts.ts, the unicode-range of the second file', () => {
    expect(unicodeRange([0xa1, 0xa2, 0xa3, 0xa8, 0x2122])).toBe('U+A1-A3,U+A8,U+2122')
    const declared = [...fontsModule.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']+)'/g)].map((match) => match[1])
    expect(declared).toEqual([unicodeRange(EXTRA), unicodeRange(EXTRA)])
  })
})
