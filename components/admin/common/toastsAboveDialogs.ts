/**
 * A modal <dialog> sits in the browser's top layer, above everything else and its backdrop over
 * it: a toast shown while one is open (a refused decision, a reversal) would be drawn under the
 * backdrop where nobody can read it. While one of our dialogs is open, Payload's toaster (sonner's
 * live region) is raised into the top layer too, as a manual popover shown after the dialog.
 * (Being outside the modal dialog, it stays inert there: read, not clicked, until the dialog closes.)
 */
const TOASTER = 'section[aria-live="polite"][aria-label^="Notifications"]'

export function raiseToasts(): void {
  const toaster = document.querySelector<HTMLElement>(TOASTER)
  if (!toaster) return
  if (toaster.matches(':popover-open')) toaster.hidePopover()
  toaster.popover = 'manual'
  // Shown after the dialog that has just opened, so above it.
  toaster.showPopover()
}

/** Puts the toaster back in the page once no dialog of ours is open any more. */
export function lowerToasts(): void {
  if (document.querySelector('dialog.club-dialog[open]')) return
  const toaster = document.querySelector<HTMLElement>(TOASTER)
  if (!toaster?.popover) return
  if (toaster.matches(':popover-open')) toaster.hidePopover()
  toaster.removeAttribute('popover')
}
