import Color from 'colorjs.io'
import { describe, expect, it } from 'vitest'

import { THEME_TINT_SHARE, THEMES, UNKNOWN_THEME_COLOR } from '@/domain/themes'

/**
 * The themes' colours: eight that nobody confuses, each readable where the site
 * writes with it and visible where it only marks. ΔE is CIEDE2000 (about 2 is "just
 * noticeable"; under 10, two dots side by side read as the same colour family).
 */
const MIN_DELTA_E = 15
/** WCAG 2.x: text (the theme badge), and graphical marks (the theme dots). */
const TEXT_CONTRAST = 4.5
const MARK_CONTRAST = 3

/** Where a theme dot is drawn: the site's cards and pages (white), the footer's sand-2, and Payload's admin, light and dark (--theme-elevation-0). */
const DOT_BACKGROUNDS = { site: '#ffffff', footer: '#f9f9f8', adminLight: 'rgb(255, 255, 255)', adminDark: 'rgb(20, 20, 20)' }

const colours = [...THEMES.map((theme) => [theme.title, theme.color] as const), ['inconnue', UNKNOWN_THEME_COLOR] as const]

/** The badge's background, as themeTint() asks the browser for it (color-mix in sRGB). */
function tint(colour: string): Color {
  return Color.mix(colour, 'white', 1 - THEME_TINT_SHARE, { space: 'srgb' }) as Color
}

function contrast(a: string | Color, b: string | Color): number {
  return new Color(a).contrast(new Color(b), 'WCAG21')
}

describe('theme colours (src/domain/themes.ts)', () => {
  it('are far apart from one another and from the unknown theme’s grey', () => {
    const tooClose: string[] = []
    for (const [i, [nameA, a]] of colours.entries()) {
      for (const [nameB, b] of colours.slice(i + 1)) {
        const distance = new Color(a).deltaE(new Color(b), '2000')
        if (distance < MIN_DELTA_E) tooClose.push(`${nameA} / ${nameB}: ΔE ${distance.toFixed(1)}`)
      }
    }
    expect(tooClose).toEqual([])
  })

  it('are readable as text on white and on their own tint (the theme badge)', () => {
    for (const [name, colour] of colours) {
      expect(contrast(colour, 'white'), name).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(contrast(colour, tint(colour)), name).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  })

  it('make dots that stand out from every background they sit on, the admin’s dark theme included', () => {
    for (const [name, colour] of colours) {
      for (const [where, background] of Object.entries(DOT_BACKGROUNDS)) {
        expect(contrast(colour, background), `${name} on ${where}`).toBeGreaterThanOrEqual(MARK_CONTRAST)
      }
    }
  })

  it('the check itself catches the old palette’s look-alikes (Culture, Économie, Droits humains)', () => {
    expect(new Color('#c2410c').deltaE(new Color('#b45309'), '2000')).toBeLessThan(MIN_DELTA_E)
    expect(new Color('#b45309').deltaE(new Color('#a16207'), '2000')).toBeLessThan(MIN_DELTA_E)
  })
})
