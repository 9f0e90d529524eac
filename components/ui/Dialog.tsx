'use client'

import { Dialog as ThemesDialog, IconButton } from '@radix-ui/themes'
import type { ComponentPropsWithoutRef, ReactNode, RefObject } from 'react'

import { Cross2Icon } from './icons/Cross2Icon'
import { useKitSettings } from './kitSettings'
import { RadixStyles } from './RadixStyles'

/** The close icon of dialogs and drawers, labelled in French. */
export function DialogCloseIcon() {
  const { labels } = useKitSettings()
  return (
    <ThemesDialog.Close>
      <IconButton variant="ghost" color="gray" aria-label={labels.close}>
        <Cross2Icon aria-hidden />
      </IconButton>
    </ThemesDialog.Close>
  )
}

/**
 * On close, focus goes back to `target` (the control that opened a dialog from outside, which
 * Radix cannot know when there is no Trigger).
 */
export function focusBackTo(target: RefObject<HTMLElement | null> | undefined) {
  if (!target) return undefined
  return (event: Event) => {
    event.preventDefault()
    target.current?.focus()
  }
}

type ContentProps = ComponentPropsWithoutRef<typeof ThemesDialog.Content> & {
  title: ReactNode
  description?: ReactNode
  /** Where focus goes back on close when the dialog has no Trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/** Modal dialog content with its title, description and a close icon labelled in French. */
function DialogContent({ title, description, returnFocusTo, children, ...props }: ContentProps) {
  return (
    <ThemesDialog.Content
      maxWidth="520px"
      // Less padding on a phone: at 320 px the fields keep most of the screen's width.
      size={{ initial: '2', sm: '3' }}
      {...(description ? {} : { 'aria-describedby': undefined })}
      onCloseAutoFocus={focusBackTo(returnFocusTo)}
      {...props}
    >
      <div className="kit-dialog__header">
        <ThemesDialog.Title mb="1">{title}</ThemesDialog.Title>
        <DialogCloseIcon />
      </div>
      {description ? (
        <ThemesDialog.Description size="2" color="gray" mb="4">
          {description}
        </ThemesDialog.Description>
      ) : null}
      {children}
    </ThemesDialog.Content>
  )
}

/** A dialog and its styles, which the site's stylesheet leaves out: they arrive with the first dialog a page renders. */
function DialogRoot(props: ComponentPropsWithoutRef<typeof ThemesDialog.Root>) {
  return (
    <>
      <RadixStyles of="Dialog" />
      <ThemesDialog.Root {...props} />
    </>
  )
}

export const Dialog = {
  Root: DialogRoot,
  Trigger: ThemesDialog.Trigger,
  Close: ThemesDialog.Close,
  Content: DialogContent,
}
