'use client'

import { XIcon } from '@payloadcms/ui'
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react'

import { DETAILS_TEXTS } from '@/domain/adminTexts'

import { lowerToasts, raiseToasts } from './toastsAboveDialogs'

/**
 * A modal dialog in the admin's look: the native <dialog> opened with showModal(), so the page
 * behind is inert, Escape closes it and focus goes back where it was, and it works outside
 * Payload's providers too (its Modal needs the context of Payload's bundled RootProvider, which
 * Storybook cannot give). Titled for assistive technologies; scrolls on small screens.
 */
export function AdminDialog({
  open,
  onClose,
  title,
  size = 'large',
  footer,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  size?: 'large' | 'small'
  /** Kept in view at the foot of the panel while the body scrolls (a decision, its buttons). */
  footer?: ReactNode
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = useEffectEvent(() => onClose())
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // Escape would close the native dialog behind React's back: a quick Enter on the trigger
    // could then set the same state again and leave it closed. The parent closes it instead.
    const onCancel = (event: Event) => {
      event.preventDefault()
      close()
    }
    // 'close' is fired from a queued task: after a quick reopen it would close the new opening.
    const onNativeClose = () => {
      if (!element.open) close()
    }
    // A click on the backdrop (the dialog itself, outside its panel) closes it, as Escape does.
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === element) close()
    }
    element.addEventListener('cancel', onCancel)
    element.addEventListener('close', onNativeClose)
    element.addEventListener('click', onBackdropClick)
    return () => {
      element.removeEventListener('cancel', onCancel)
      element.removeEventListener('close', onNativeClose)
      element.removeEventListener('click', onBackdropClick)
    }
  }, [])
  // Leaving the page with the dialog open: the toaster goes back once the dialog has gone.
  useEffect(() => () => queueMicrotask(lowerToasts), [])
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      raiseToasts()
    }
    if (!open && element.open) {
      element.close()
      lowerToasts()
    }
  }, [open])
  return (
    <dialog ref={dialog} className={`club-dialog club-dialog--${size}`} aria-labelledby={titleId}>
      {open ? (
        <div className="club-dialog__panel">
          <header className="club-dialog__header">
            <h2 id={titleId} className="club-dialog__title">
              {title}
            </h2>
            <button type="button" className="club-dialog__close" aria-label={DETAILS_TEXTS.close} onClick={onClose}>
              <XIcon />
            </button>
          </header>
          <div className="club-dialog__body">{children}</div>
          {footer ? <footer className="club-dialog__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  )
}
