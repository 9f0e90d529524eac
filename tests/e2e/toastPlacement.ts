import { expect, type Page } from '@playwright/test'

import { toasts } from './support'

/** Where the shown toast is, and what of the page's controls and buttons it covers. */
export async function toastPlacement(page: Page) {
  return page.evaluate(() => {
    const toast = document.querySelector('.kit-toast-viewport .kit-toast')
    if (!toast) return null
    const cover = toast.getBoundingClientRect()
    const controls =
      'input:not([type="hidden"]), textarea, button, a[href], [role="combobox"], [role="checkbox"], [role="radio"], [role="slider"], [role="switch"]'
    // The sticky header is not the page's content: what it hides, the toast does not cover.
    const header = document.querySelector('.site-header')
    const below = header?.getBoundingClientRect().bottom ?? 0
    const covered = [...document.querySelectorAll<HTMLElement>(controls)]
      .filter((element) => !toast.contains(element) && !header?.contains(element))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility !== 'visible') return false
        return box.left < cover.right && box.right > cover.left && box.top < cover.bottom && box.bottom > Math.max(cover.top, below)
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> “${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}”`,
      )
    // The toast is on top where it shows: the element at its centre is the toast itself.
    const centre = document.elementFromPoint((cover.left + cover.right) / 2, (cover.top + cover.bottom) / 2)
    return {
      left: cover.left,
      right: cover.right,
      top: cover.top,
      bottom: cover.bottom,
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      onTop: Boolean(centre && toast.contains(centre)),
      covered,
    }
  })
}

/** The shown toast is wholly inside the viewport and drawn above everything under it. */
export async function expectToastInViewportOnTop(page: Page) {
  await expect(toasts(page).locator('.kit-toast')).toBeVisible()
  const placement = await toastPlacement(page)
  expect(placement).not.toBeNull()
  expect(placement!.left).toBeGreaterThanOrEqual(0)
  expect(placement!.right).toBeLessThanOrEqual(placement!.viewport.width)
  expect(placement!.top).toBeGreaterThanOrEqual(0)
  expect(placement!.bottom).toBeLessThanOrEqual(placement!.viewport.height)
  expect(placement!.onTop).toBe(true)
  return placement!
}

/**
 * The focused control's own error message (under its field, `data-field`), as the page shows it.
 */
export async function focusedFieldError(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[data-field]')?.querySelector('.kit-field__error')?.textContent ?? null)
}
