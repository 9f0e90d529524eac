import type { ReactNode } from 'react'

/**
 * A category's name, written in its colour on a light tint of it, after its dot: the colour
 * tells the categories apart, the words say which one.
 */
export function ThemeBadge({ color, tint, children }: { color: string; tint: string; children: ReactNode }) {
  return (
    <span className="kit-theme-badge" style={{ color, background: tint }}>
      <span className="kit-theme-badge__dot" style={{ background: color }} aria-hidden />
      {children}
    </span>
  )
}
