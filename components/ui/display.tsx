/**
 * Display components of the kit, on Radix Themes: Badge, Card, Progress, Skeleton (Tabs live in Tabs.tsx:
 * a client component re-exported here would ship with every page that shows a card).
 * Thin on purpose: the kit fixes the club's defaults so feature components stay consistent.
 */
import { Badge as ThemesBadge, Card as ThemesCard, Progress as ThemesProgress, Skeleton as ThemesSkeleton } from '@radix-ui/themes'
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

/** The room a piece of content will take once loaded (hidden from assistive technologies). */
export function Skeleton(props: ComponentPropsWithoutRef<typeof ThemesSkeleton>) {
  return <ThemesSkeleton aria-hidden="true" {...props} />
}
