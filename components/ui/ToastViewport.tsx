'use client'

import { Portal, Toast as ToastPrimitive } from 'radix-ui'
import { useSyncExternalStore } from 'react'

import { Cross2Icon } from './icons/Cross2Icon'
import { useKitSettings } from './kitSettings'
import { KitTheme } from './KitTheme'
import { dismissToast, getToasts, markShown, subscribe, type ToastItem } from './toastStore'

function ToastView({ item }: { item: ToastItem }) {
  const { labels } = useKitSettings()
  return (
    <ToastPrimitive.Root
      // Set once the toast's element is in its viewport (Radix portals it there).
      ref={(element) => {
        if (element) markShown(item.id)
      }}
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
      <ToastPrimitive.Close className="kit-toast__close" aria-label={labels.close}>
        <Cross2Icon aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

/**
 * The queued toasts in a polite live region (Radix Toast, French labels). Portaled to the end of
 * <body>, out of the page root's stacking context: a toast shows above any dialog's overlay.
 */
export default function ToastViewport() {
  const { labels } = useKitSettings()
  const items = useSyncExternalStore(subscribe, getToasts, getToasts)
  return (
    <Portal.Root>
      <KitTheme>
        <ToastPrimitive.Provider label={labels.notification} swipeDirection="right">
          {items.map((item) => (
            <ToastView key={item.id} item={item} />
          ))}
          <ToastPrimitive.Viewport className="kit-toast-viewport" label={labels.notifications} />
        </ToastPrimitive.Provider>
      </KitTheme>
    </Portal.Root>
  )
}
