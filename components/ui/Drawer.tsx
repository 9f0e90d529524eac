'use client'

import { Dialog as ThemesDialog, VisuallyHidden } from '@radix-ui/themes'
import type { ReactNode } from 'react'

import { DialogCloseIcon } from './Dialog'

type DrawerProps = {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the drawer (rendered as is, e.g. a Button). */
  trigger: ReactNode
  title: string
  children: ReactNode
}

/** A side panel (from the right) on the Dialog primitive: focus trapped, Escape closes it. */
export function Drawer({ open, onOpenChange, trigger, title, children }: DrawerProps) {
  return (
    <ThemesDialog.Root open={open} onOpenChange={onOpenChange}>
      <ThemesDialog.Trigger>{trigger}</ThemesDialog.Trigger>
      <ThemesDialog.Content className="kit-drawer" aria-describedby={undefined}>
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
  )
}

export const DrawerClose = ThemesDialog.Close
