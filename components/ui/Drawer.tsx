'use client'

import { Dialog as ThemesDialog, VisuallyHidden } from '@radix-ui/themes'
import type { ReactNode, RefObject } from 'react'

import { DialogCloseIcon, focusBackTo } from './Dialog'
import { RadixStyles } from './RadixStyles'

type DrawerProps = {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the drawer; omit it when the drawer is opened from outside. */
  trigger?: ReactNode
  /** Where focus goes back on close when there is no trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>
  title: string
  children: ReactNode
}

/** A side panel (from the right) on the Dialog primitive: focus trapped, Escape closes it. */
export function Drawer({ open, onOpenChange, trigger, returnFocusTo, title, children }: DrawerProps) {
  return (
    <>
      <RadixStyles of="Dialog" />
      <ThemesDialog.Root open={open} onOpenChange={onOpenChange}>
        {trigger ? <ThemesDialog.Trigger>{trigger}</ThemesDialog.Trigger> : null}
        <ThemesDialog.Content className="kit-drawer" aria-describedby={undefined} onCloseAutoFocus={focusBackTo(returnFocusTo)}>
          <div className="kit-dialog__header">
            <VisuallyHidden>
              <ThemesDialog.Title>{title}</ThemesDialog.Title>
            </VisuallyHidden>
            <span aria-hidden />
            <DialogCloseIcon />
          </div>
          {children}
        </ThemesDialog.Content>
      </ThemesDialog.Root>
    </>
  )
}
