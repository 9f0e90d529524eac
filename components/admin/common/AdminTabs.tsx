'use client'

import { Tabs } from 'radix-ui'
import type { ReactNode } from 'react'

type Tab<K extends string> = { key: K; label: string; count?: number }

/**
 * Tabs in the admin's look (Payload has none for custom views): Radix's primitive, so arrows,
 * Home and End move between tabs and each panel is labelled by its tab.
 */
export function AdminTabs<K extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
}: {
  tabs: readonly Tab<K>[]
  value: K
  onChange: (value: K) => void
  label: string
  children: ReactNode
}) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(next as K)} className="club-tabs" activationMode="manual">
      <Tabs.List aria-label={label} className="club-tabs__list">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key} className="club-tabs__trigger">
            {tab.label}
            {tab.count === undefined ? null : <span className="club-tabs__count">{tab.count}</span>}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} className="club-tabs__panel" forceMount>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  )
}
