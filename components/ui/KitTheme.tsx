'use client'

import { Theme } from '@radix-ui/themes'
import type { ReactNode } from 'react'

import { THEME } from './themeConfig'

/** Theme context for a client island, so that its portaled parts get the club's colours. */
export function KitTheme({ children }: { children: ReactNode }) {
  return (
    <Theme {...THEME} hasBackground={false} style={{ display: 'contents' }}>
      {children}
    </Theme>
  )
}
