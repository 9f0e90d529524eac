import { ThemeBadge } from '@components/ui/ThemeBadge'

import { themeColor, themeTint, themeTitle } from '@/domain/themes'

/** A conversation theme's badge: its title in its colour on its tint (contrast: tests/unit/themeColours.test.ts). */
export function ThemeLabel({ theme }: { theme: string }) {
  const color = themeColor(theme)
  return (
    <ThemeBadge color={color} tint={themeTint(color)}>
      {themeTitle(theme)}
    </ThemeBadge>
  )
}
