'use client'

import { Tooltip as ThemesTooltip } from '@radix-ui/themes'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'

import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/domain/ui'

/** SPEC §9: tooltips open after 700 ms, and 300 ms is the skip delay between them. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  )
}

export function Tooltip(props: ComponentPropsWithoutRef<typeof ThemesTooltip>) {
  return <ThemesTooltip delayDuration={TOOLTIP_DELAY_MS} {...props} />
}
