'use client'

import type { ReactNode } from 'react'

import { KitTheme } from './KitTheme'
import { Toaster } from './Toast'
import { TooltipProvider } from './Tooltip'

/** The whole kit context for a client tree (Storybook, the registration screens). */
export function KitProvider({ children }: { children: ReactNode }) {
  return (
    <KitTheme>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </KitTheme>
  )
}
