/**
 * npm run fonts:subset — the club's two faces cut to the characters French text uses (smaller files for a phone's first visit),
 * written beside components/ui/fonts.ts, which loads them. Both are under the SIL Open Font
 * License 1.1 without a Reserved Font Name, which allows a modified (subset) copy under the same
 * name; each licence is copied beside its font.
 * Also writes fallbacks.css: for each face, system fonts resized to its metrics (Capsize), so
 * that text paints at once in a fallback and barely moves when the face arrives, on Windows and
 * macOS (Arial, Times New Roman), Linux (Liberation, metric-compatible with them) and Android
 * (Roboto, Noto Serif). fonts.ts names these families in its `fallback` lists.
 * Run again after upgrading a @fontsource-variable package; the files are committed.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { createFontStack, type FontMetrics } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import fraunces from '@capsizecss/metrics/fraunces'
import frauncesBold from '@capsizecss/metrics/fraunces/700'
import instrumentSans from '@capsizecss/metrics/instrumentSans'
import instrumentSansBold from '@capsizecss/metrics/instrumentSans/700'
import notoSerif from '@capsizecss/metrics/notoSerif'
import notoSerifBold from '@capsizecss/metrics/notoSerif/700'
import roboto from '@capsizecss/metrics/roboto'
import robotoBold from '@capsizecss/metrics/roboto/700'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700'
import subsetFont from 'subset-font'

import { CORE, EXTRA, charactersOf, text, unicodeRange } from './fontCharacters'
import { fail } from './lib'

const OUT = 'components/ui/fonts'
const FACES = [
  {
    from: 'node_modules/@fontsource-variable/fraunces',
    file: 'files/fraunces-latin-wght-normal.woff2',
    to: 'fraunces-fr-700.woff2',
    toExtra: 'fraunces-extra-700.woff2',
    licence: 'OFL-Fraunces.txt',
    // Headings and the logo are set in its bold only: one static instance weighs half the
    // variable face, and a page never needs another weight of it.
    wght: 700,
  },
  {
    from: 'node_modules/@fontsource-variable/instrument-sans',
    file: 'files/instrument-sans-latin-wght-normal.woff2',
    to: 'instrument-sans-fr-wght.woff2',
    toExtra: 'instrument-sans-extra-wght.woff2',
    licence: 'OFL-InstrumentSans.txt',
    // Text uses four weights (400 to 700): the variable face costs less than two static ones.
    wght: { min: 400, max: 700 },
  },
]

/** A font with the same metrics as `model` under another name (Liberation Sans is Arial's metric twin). */
const twin = (model: FontMetrics, familyName: string, fullName: string, postscriptName: string): FontMetrics => ({
  ...model,
  familyName,
  fullName,
  postscriptName,
})

/**
 * Each face's fallbacks, in its regular and its bold weight. Without a bold face of its own, a
 * fallback family is bolded by the browser from its regular letters, which keep their regular
 * widths: a heading set in Fraunces Bold ran longer than its fallback, and « Cookies et préférences »
 * took a second line when the face arrived (a layout shift of 0.025 at 412 px).
 */
const FALLBACKS: Array<{ regular: [FontMetrics, FontMetrics[]]; bold: [FontMetrics, FontMetrics[]] }> = [
  {
    regular: [fraunces, [timesNewRoman, twin(timesNewRoman, 'Liberation Serif', 'Liberation Serif', 'LiberationSerif'), notoSerif]],
    bold: [
      frauncesBold,
      [timesNewRomanBold, twin(timesNewRomanBold, 'Liberation Serif', 'Liberation Serif Bold', 'LiberationSerif-Bold'), notoSerifBold],
    ],
  },
  {
    regular: [instrumentSans, [arial, twin(arial, 'Liberation Sans', 'Liberation Sans', 'LiberationSans'), roboto]],
    bold: [instrumentSansBold, [arialBold, twin(arialBold, 'Liberation Sans', 'Liberation Sans Bold', 'LiberationSans-Bold'), robotoBold]],
  },
]

function fallbackFaces(): string {
  const header = "/* Written by npm run fonts:subset (scripts/subset-fonts.ts): the faces' resized fallbacks. */\n"
  const faces = FALLBACKS.flatMap(({ regular: [face, fallbacks], bold: [boldFace, boldFallbacks] }) => [
    createFontStack([face, ...fallbacks]).fontFaces,
    createFontStack([boldFace, ...boldFallbacks], { fontFaceProperties: { fontWeight: 'bold' } }).fontFaces,
  ]).join('\n')
  // « Fraunces Fallback Arial »: next/font writes the `fallback` names unquoted, where Capsize's colon would break the rule.
  return header + faces.replaceAll(' Fallback: ', ' Fallback ')
}

async function main() {
  for (const face of FACES) {
    const source = await readFile(join(face.from, face.file))
    for (const [file, codes] of [
      [face.to, CORE],
      [face.toExtra, EXTRA],
    ] as const) {
      const subset = await subsetFont(source, text(codes), { targetFormat: 'woff2', variationAxes: { wght: face.wght } })
      await writeFile(join(OUT, file), subset)
      console.log(`${file}: ${source.length} → ${subset.length} bytes`)
    }
    // The face may lack some of them: declare what the file holds, so that no page fetches it for nothing.
    console.log(
      `  its unicode-range in components/ui/fonts.ts: ${unicodeRange(await charactersOf(await readFile(join(OUT, face.toExtra))))}`,
    )
    await copyFile(join(face.from, 'LICENSE'), join(OUT, face.licence))
  }
  await writeFile(join(OUT, 'fallbacks.css'), fallbackFaces())
}

main().catch(fail)
