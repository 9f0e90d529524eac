import localFont from 'next/font/local'

import { facesAfterFirstPaintScript } from './facesAfterFirstPaint'

/*
 * The club's two faces, self-hosted: cut from their @fontsource-variable packages to the characters
 * French text uses and the weights the site sets (`npm run fonts:subset`, scripts/subset-fonts.ts;
 * both are SIL OFL 1.1 without a Reserved Font Name, licences beside them in ./fonts). next/font
 * copies them into the build; the site reads them through Radix Themes' font variables
 * (src/app/(frontend)/site.css).
 * Text paints at once in a system font resized to the face's metrics (./fonts/fallbacks.css,
 * imported by the site's layout: Arial or Times New Roman, their metric twins Liberation Sans and
 * Serif on Linux, Roboto or Noto Serif on Android), so the swap barely moves it. next/font's own
 * adjusted fallback knows only Arial and Times New Roman, hence ours.
 * A title whose width falls between its fallback's and its face's still takes a second line when
 * the face arrives: « Cookies et préférences » did at 412 px (373.7 px in the fallback, 380.4 px in
 * Fraunces Bold, 380 px of room), a layout shift of 0.025; the cookies page's title, « Les cookies du
 * site », keeps its lines in both from 320 to 1024 px. A long paragraph can do the same: the cookies
 * page's introduction still does at 412 px when the faces arrive late (tests/e2e/identity.spec.ts).
 * Neither face is preloaded, nor named at the first layout (./facesAfterFirstPaint.ts).
 * Preloading Fraunces (14 kB) was measured: no title changed its lines when it arrived any more,
 * but the preload shares the slow link with the document
 * itself: the first paint of / came at 1.24× the bare page with real throttling instead of
 * 1.09–1.13×, and Lighthouse's simulated blocking time doubled.
 */

/*
 * Each face is two files (scripts/fontCharacters.ts): what French text uses, which every page
 * loads, and the rest of Latin-1 with ‹ › ™ (á, ñ, ø, ß, ¿ …: a foreign name, a rare sign), which
 * a browser fetches only for a page that shows one of them: the unicode-range of what its file
 * holds (`npm run fonts:subset` prints it; next/font wants literal options, and
 * tests/unit/fontCharacters.test.ts reads it against the file). The second is named, by the family
 * it declares, in the first's fallbacks.
 */
const displayFontExtra = localFont({
  src: './fonts/fraunces-extra-700.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-display-extra',
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Fraunces Extra' },
    {
      prop: 'unicode-range',
      value:
        'U+A1-A6,U+A8,U+AA,U+AC-AF,U+B1,U+B3-B6,U+B8-BA,U+BC-BF,U+C1,U+C3,U+C5,U+CC-CD,U+D0-D3,U+D5,U+D8,U+DA,U+DD-DF,U+E1,U+E3,U+E5,U+EC-ED,U+F0-F3,U+F5,U+F7-F8,U+FA,U+FD-FE,U+2039-203A,U+2122',
    },
  ],
})

const textFontExtra = localFont({
  src: './fonts/instrument-sans-extra-wght.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-text-extra',
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Instrument Sans Extra' },
    {
      prop: 'unicode-range',
      value:
        'U+A1-A3,U+A5,U+A8,U+AA,U+AE-AF,U+B4,U+B6,U+B8,U+BA,U+BF,U+C1,U+C3,U+C5,U+CC-CD,U+D0-D3,U+D5,U+D8,U+DA,U+DD-DF,U+E1,U+E3,U+E5,U+EC-ED,U+F0-F3,U+F5,U+F7-F8,U+FA,U+FD-FE,U+2039-203A,U+2122',
    },
  ],
})

/** Headings and the logo: Fraunces, a warm old-style serif, in its bold (14 kB). */
const displayFont = localFont({
  src: './fonts/fraunces-fr-700.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-display',
  adjustFontFallback: false,
  fallback: [
    'Fraunces Extra',
    'Fraunces Fallback Times New Roman',
    'Fraunces Fallback Liberation Serif',
    'Fraunces Fallback Noto Serif',
    'Georgia',
    'serif',
  ],
})

/** Text: Instrument Sans, a readable grotesque (its weight axis only, 25 kB). */
const textFont = localFont({
  src: './fonts/instrument-sans-fr-wght.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-text',
  adjustFontFallback: false,
  fallback: [
    'Instrument Sans Extra',
    'Instrument Sans Fallback Arial',
    'Instrument Sans Fallback Liberation Sans',
    'Instrument Sans Fallback Roboto',
    'system-ui',
    'sans-serif',
  ],
})

/**
 * The classes that define the faces' variables, for the document's root element. The extra files'
 * variables go unused: naming their classes keeps their @font-face rules in the page's CSS.
 */
export const fontVariables = [displayFont, textFont, displayFontExtra, textFontExtra].map((font) => font.variable).join(' ')

/** Sets the faces aside until the page has painted (./facesAfterFirstPaint.ts); the variables are the ones named above. */
export const facesAfterFirstPaint = facesAfterFirstPaintScript([
  { variable: '--font-text', fontFamily: textFont.style.fontFamily, weight: 400 },
  { variable: '--font-display', fontFamily: displayFont.style.fontFamily, weight: 700 },
])
