import localFont from 'next/font/local'

/*
 * The club's two faces, self-hosted from their npm packages (latin subset, which covers French:
 * œ, « », ’, the narrow no-break space, €): next/font copies them into the build, preloads them
 * and declares fallbacks whose metrics are adjusted to theirs, so the swap moves nothing.
 * The site reads them through Radix Themes' font variables (src/app/(frontend)/site.css).
 * They stay preloaded: without it they arrive after the first paint, and on a system without
 * Arial or Times New Roman (Debian, Android) the adjusted fallbacks do not apply, so the swap
 * moved the home page by a CLS of 0.14 in Chromium.
 */

/** Headings: Fraunces, a warm old-style serif (its weight axis only, 37 kB). */
const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

/** Text: Instrument Sans, a readable grotesque (its weight axis only, 30 kB). */
const textFont = localFont({
  src: '../../node_modules/@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-text',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
})

/** The class that defines both variables, for the document's root element. */
export const fontVariables = `${displayFont.variable} ${textFont.variable}`
