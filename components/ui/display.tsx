/**
 * Display components of the kit, on Radix Themes: Badge, Card, Progress (Tabs live in Tabs.tsx:
 * a client component re-exported here would ship with every page that shows a card).
 * Thin on purpose: the kit fixes the club's defaults so feature components stay consistent.
 */
import { Badge as ThemesBadge, Card as ThemesCard, Progress as ThemesProgress } from '@radix-ui/themes'
import type { ComponentPropsWithoutRef } from 'react'

export function Badge(props: ComponentPropsWithoutRef<typeof ThemesBadge>) {
  return <ThemesBadge variant="soft" radius="full" highContrast {...props} />
}

export function Card(props: ComponentPropsWithoutRef<typeof ThemesCard>) {
  return <ThemesCard size="2" {...props} />
}

/** A progress bar; `label` names it for assistive technologies. */
export function Progress({ label, ...props }: ComponentPropsWithoutRef<typeof ThemesProgress> & { label: string }) {
  return <ThemesProgress aria-label={label} size="2" {...props} />
}
