import type { ReactNode } from 'react'

import { themeTint } from '@/domain/themes'

/**
 * A conversation theme's name, written in its colour on its tint after its dot: the colour
 * tells the themes apart, the words say which one (contrast: tests/unit/themeColours.test.ts).
 */
export function ThemeBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className="kit-theme-badge" style={{ color, background: themeTint(color) }}>
      <span className="kit-theme-badge__dot" style={{ background: color }} aria-hidden />
      {children}
    </span>
  )
}
