'use client'

import { Theme } from '@radix-ui/themes'
import type { ReactNode } from 'react'

import { ToastProvider } from './Toast'
import { TooltipProvider } from './Tooltip'

/** The kit's context: Radix Themes (the club's colours), tooltips and toasts. */
export function KitProvider({ children }: { children: ReactNode }) {
  return (
    <Theme accentColor="plum" grayColor="sand" radius="medium" scaling="100%">
      <TooltipProvider>
        <ToastProvider>{children}</ToastProvider>
      </TooltipProvider>
    </Theme>
  )
}
