'use client'

import { Cross2Icon } from '@radix-ui/react-icons'
import { Toast as ToastPrimitive } from 'radix-ui'
import { type ReactNode, useSyncExternalStore } from 'react'

import { KIT_LABELS } from '@/domain/ui'

import { dismissToast, getToasts, subscribe, toast, type ToastItem } from './toastStore'

export { toast }
export type { ToastInput, ToastVariant } from './toastStore'

/** Hook form of the toast API, for components. */
export function useToast() {
  return { toast, dismiss: dismissToast }
}

function ToastView({ item }: { item: ToastItem }) {
  return (
    <ToastPrimitive.Root
      className={`kit-toast kit-toast--${item.variant}`}
      open={item.open}
      duration={item.duration}
      type="background"
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id)
      }}
    >
      <div className="kit-toast__text">
        <ToastPrimitive.Title className="kit-toast__title">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="kit-toast__description">{item.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close className="kit-toast__close" aria-label={KIT_LABELS.close}>
        <Cross2Icon aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

/** Renders the queued toasts in a polite live region (Radix Toast, French labels). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const items = useSyncExternalStore(subscribe, getToasts, getToasts)
  return (
    <ToastPrimitive.Provider label={KIT_LABELS.notification} swipeDirection="right">
      {children}
      {items.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport className="kit-toast-viewport" label={KIT_LABELS.notifications} />
    </ToastPrimitive.Provider>
  )
}
