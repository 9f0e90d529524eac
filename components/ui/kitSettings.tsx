'use client'

import { createContext, type ReactNode, use } from 'react'

import { configureToasts } from './toastStore'

/**
 * What the kit needs to be told by the product that uses it: the words of its controls and the
 * timings of its toasts and tooltips. The kit itself knows nothing of the product.
 */
export type KitSettings = {
  labels: {
    /** The close icon of dialogs, drawers and toasts. */
    close: string
    /** The toast region's landmark, with `{hotkey}` where the shortcut goes. */
    notifications: string
    notification: string
    /** Said after a required group's legend (a fieldset cannot carry aria-required). */
    requiredMark: string
  }
  toast: { limit: number; durationMs: number; removeDelayMs: number }
  tooltip: { delayMs: number; skipDelayMs: number }
}

const KitSettingsContext = createContext<KitSettings | null>(null)

/** Gives the kit its settings: put once around everything that uses the kit. */
export function KitSettingsProvider({ settings, children }: { settings: KitSettings; children: ReactNode }) {
  configureToasts(settings.toast)
  return <KitSettingsContext value={settings}>{children}</KitSettingsContext>
}

export function useKitSettings(): KitSettings {
  const settings = use(KitSettingsContext)
  if (!settings) throw new Error('The kit is used outside KitSettingsProvider.')
  return settings
}
