'use client'

import { Tooltip as ThemesTooltip } from '@radix-ui/themes'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'

import { useKitSettings } from './kitSettings'
import { RadixStyles } from './RadixStyles'

/** Tooltips open after the settings' delay, and skip it between them within the skip delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const { tooltip } = useKitSettings()
  return (
    <TooltipPrimitive.Provider delayDuration={tooltip.delayMs} skipDelayDuration={tooltip.skipDelayMs}>
      {children}
    </TooltipPrimitive.Provider>
  )
}

export function Tooltip(props: ComponentPropsWithoutRef<typeof ThemesTooltip>) {
  const { tooltip } = useKitSettings()
  return (
    <>
      <RadixStyles of="Tooltip" />
      <ThemesTooltip delayDuration={tooltip.delayMs} {...props} />
    </>
  )
}
