/**
 * The characters the club's faces carry (scripts/subset-fonts.ts), in two files per face: the
 * core every page loads, and the rest, which components/ui/fonts.ts declares with the
 * unicode-range of what its file holds (tests/unit/fontCharacters.test.ts holds the two together).
 */
import { convert } from 'fontverter'
import * as hb from 'harfbuzzjs'

/**
 * Latin-1 (French's letters, « », the no-break space), Œ œ Ÿ, typographic quotes and apostrophes,
 * dashes, the ellipsis, bullet, narrow and thin spaces, €, ™, arrows and the minus sign.
 */
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
]
export const ALL = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))

/**
 * What French text and the site's own signs use, in the file every page loads: of Latin-1, the
 * no-break space, « » § · × ° © ² and French's accented letters. The rest (á, ñ, ø, ß, ¿, ½, ‹ › ™ …:
 * a foreign name, a rare sign) is a second, small file that a browser fetches only for a page
 * that shows one of them (the @font-face's unicode-range).
 */
const FRENCH_LATIN_1 = '\u00a0«»§·×°©²àâäæçéèêëîïôöùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖÙÛÜ'
const isCore = (code: number) =>
  code < 0xa0 || code > 0xff ? code !== 0x2039 && code !== 0x203a && code !== 0x2122 : FRENCH_LATIN_1.includes(String.fromCodePoint(code))
export const CORE = ALL.filter(isCore)
export const EXTRA = ALL.filter((code) => !isCore(code))

export const text = (codes: number[]) => String.fromCodePoint(...codes)
/** The CSS unicode-range of these code points, consecutive ones joined (U+A1-A6,U+A8 …). */
export function unicodeRange(codes: number[]): string {
  const spans: Array<[number, number]> = []
  for (const code of codes) {
    const last = spans.at(-1)
    if (last && last[1] === code - 1) last[1] = code
    else spans.push([code, code])
  }
  const hex = (code: number) => code.toString(16).toUpperCase()
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',')
}

/** The code points a WOFF2 file has glyphs for, in order (its cmap, read by HarfBuzz). */
export async function charactersOf(woff2: Buffer): Promise<number[]> {
  const face = new hb.Face(new hb.Blob(await convert(woff2, 'sfnt')))
  return [...face.collectUnicodes()].sort((a, b) => a - b)
}
