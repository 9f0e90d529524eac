import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/** The @font-face rules of components/ui/fonts/fallbacks.css (written by npm run fonts:subset). */
const faces = [...readFileSync('components/ui/fonts/fallbacks.css', 'utf8').matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
  family: /font-family:\s*"([^"]+)"/.exec(body)?.[1] ?? '',
  src: /src:\s*([^;]+);/.exec(body)?.[1] ?? '',
  bold: /font-weight:\s*bold/.test(body),
}))

describe('the faces’ resized fallbacks', () => {
  it('give every fallback family a bold face of its own, read from the local font’s bold', () => {
    const families = [...new Set(faces.map((face) => face.family))]
    expect(families.length).toBeGreaterThanOrEqual(6)
    for (const family of families) {
      const regular = faces.filter((face) => face.family === family && !face.bold)
      const bold = faces.filter((face) => face.family === family && face.bold)
      expect(regular, family).toHaveLength(1)
      expect(bold, family).toHaveLength(1)
      // Bolded by the browser from regular letters, headings would keep the regular widths and shift when the face arrives.
      expect(bold[0].src, family).toMatch(/Bold/)
      expect(regular[0].src, family).not.toMatch(/Bold/)
    }
  })
})
