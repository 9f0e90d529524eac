'use client'

import type { ReactNode } from 'react'

import { type KitSettings, KitSettingsProvider } from './kitSettings'
import { KitTheme } from './KitTheme'
import { Toaster } from './Toast'
import { TooltipProvider } from './Tooltip'

/** The whole kit context for a client tree (Storybook): its settings, theme, tooltips and toasts. */
export function KitProvider({ settings, children }: { settings: KitSettings; children: ReactNode }) {
  return (
    <KitSettingsProvider settings={settings}>
      <KitTheme>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </KitTheme>
    </KitSettingsProvider>
  )
}
