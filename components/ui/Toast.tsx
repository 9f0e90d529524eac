'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

import { dismissToast, getToasts, subscribe, toast } from './toastStore'

export { toast }

/** Hook form of the toast API, for components. */
export function useToast() {
  return { toast, dismiss: dismissToast }
}

// Radix Toast is fetched with the first toast, not with every page. React's own lazy rather than
// next/dynamic, whose loader would be every page's JavaScript for this alone.
const ToastViewport = lazy(() => import('./ToastViewport'))

const NONE: never[] = []

/** Mounts the toast region once there is something to show (and keeps it mounted after). */
export function Toaster() {
  const items = useSyncExternalStore(subscribe, getToasts, () => NONE)
  return items.length > 0 ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null
}
