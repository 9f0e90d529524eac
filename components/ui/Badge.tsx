import { Badge as ThemesBadge } from '@radix-ui/themes'
import type { ComponentPropsWithoutRef } from 'react'

/** A badge in the club's style: soft, round, high-contrast text. */
export function Badge(props: ComponentPropsWithoutRef<typeof ThemesBadge>) {
  return <ThemesBadge variant="soft" radius="full" highContrast {...props} />
}
