import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ALL, CORE, EXTRA, charactersOf, unicodeRange } from '../../scripts/fontCharacters'

const FONTS = 'components/ui/fonts'
const FACES = [
  { core: 'fraunces-fr-700.woff2', extra: 'fraunces-extra-700.woff2' },
  { core: 'instrument-sans-fr-wght.woff2', extra: 'instrument-sans-extra-wght.woff2' },
]
/** What French text on the site writes: its letters, « » around a no-break space, ’, œ, €, § … */
const FRENCH = 'àâäæçéèêëîïôöùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖÙÛÜŒœ«»\u00a0’‘“”–—…€§×°©·'

/** Each localFont({ … }) call of components/ui/fonts.ts: its file and its declared unicode-range, if any. */
const declared = readFileSync('components/ui/fonts.ts', 'utf8')
  .split('localFont({')
  .slice(1)
  .map((call) => ({
    file: /src: '\.\/fonts\/([^']+)'/.exec(call)?.[1],
    range: /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(call)?.[1],
  }))

const characters = (file: string) => charactersOf(readFileSync(`${FONTS}/${file}`))

describe('each face cut in two files', () => {
  it('splits the characters once: French text in the file every page loads, the rest in the other', () => {
    expect([...CORE, ...EXTRA].sort((a, b) => a - b)).toEqual(ALL)
    expect(unicodeRange([0xa1, 0xa2, 0xa3, 0xa8, 0x2122])).toBe('U+A1-A3,U+A8,U+2122')
  })

  for (const { core, extra } of FACES) {
    it(`${core}: holds French text, and ${extra} only what it lacks, declared with that range in fonts.ts`, async () => {
      const inCore = await characters(core)
      const inExtra = await characters(extra)
      for (const sign of FRENCH) expect(inCore).toContain(sign.codePointAt(0))
      expect(inExtra.filter((code) => inCore.includes(code))).toEqual([])
      for (const foreign of 'ñáøß¿') expect(inExtra).toContain(foreign.codePointAt(0))
      // The core file is always loaded; the other only for a page showing one of its characters.
      expect(declared.find((call) => call.file === core)?.range).toBeUndefined()
      expect(declared.find((call) => call.file === extra)?.range).toBe(unicodeRange(inExtra))
    })
  }
})
