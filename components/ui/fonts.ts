import localFont from 'next/font/local'

/*
 * The club's two faces, self-hosted: cut from their @fontsource-variable packages to the characters
 * French text uses and the weights the site sets (`npm run fonts:subset`, scripts/subset-fonts.ts;
 * both are SIL OFL 1.1 without a Reserved Font Name, licences beside them in ./fonts). next/font
 * copies them into the build; the site reads them through Radix Themes' font variables
 * (src/app/(frontend)/site.css).
 * Text paints at once in a system font resized to the face's metrics (./fonts/fallbacks.css, imported by the site's layout: Arial or Times New Roman, their
 * metric twins Liberation Sans and Serif on Linux, Roboto or Noto Serif on Android), so the swap
 * barely moves it. next/font's own adjusted fallback knows only Arial and Times New Roman, hence ours.
 * Fraunces alone is preloaded (issue 26). A title a few pixels from its box's edge still took a
 * second line when it arrived after the first paint (« Cookies et préférences » at 412 px: a layout
 * shift of 0.025); preloaded, its 14 kB arrive with the document, and no page shifts (0.000 with
 * real throttling). The stylesheet is in the document, so the preload holds no request back; the
 * first paint comes 0.05 s later on slow 4G (1.14–1.20× the bare page). Instrument Sans (29 kB) is
 * not preloaded: that would double the cost, and at 412 px no text set in it changes its lines when
 * it arrives (one paragraph of /confidentialite does at 390 px).
 */

/*
 * Each face is two files (scripts/fontCharacters.ts): what French text uses, which every page
 * loads, and the rest of Latin-1 with ‹ › ™ (á, ñ, ø, ß, ¿ …: a foreign name, a rare sign), which
 * a browser fetches only for a page that shows one of them. The second is named in the first's
 * fallbacks by its family, which next/font takes from the variable's name. next/font wants
 * literal options: tests/unit/fontCharacters.test.ts checks the unicode-range against the script's.
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
    {
      prop: 'unicode-range',
      value:
        'U+A1-A6,U+A8,U+AA,U+AC-AF,U+B1,U+B3-B6,U+B8-BA,U+BC-BF,U+C1,U+C3,U+C5,U+CC-CD,U+D0-D3,U+D5,U+D8,U+DA,U+DD-DF,U+E1,U+E3,U+E5,U+EC-ED,U+F0-F3,U+F5,U+F7-F8,U+FA,U+FD-FE,U+2039-203A,U+2122',
    },
  ],
})

/** Headings and the logo: Fraunces, a warm old-style serif, in its bold (14 kB). */
const displayFont = localFont({
  src: './fonts/fraunces-fr-700.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  preload: true,
  variable: '--font-display',
  adjustFontFallback: false,
  fallback: [
    'displayFontExtra',
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
    'textFontExtra',
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
