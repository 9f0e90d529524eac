import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Moves the focus to `target` with the keyboard only: Tab until it (or its roving-focus group,
 * as for Radix's radio cards) has the focus, then arrows within the group. A roving group keeps
 * its other items out of the Tab order (tabindex -1); the kit's checkbox groups, whose every box
 * is a Tab stop, are walked with Tab.
 */
export async function focusByKeyboard(page: Page, target: Locator, maxTabs = 80) {
  const state = () =>
    target.evaluate((el) => {
      const active = document.activeElement
      if (active === el) return 'target'
      const group = el.closest('[role="group"], [role="radiogroup"]')
      const roving = group?.querySelector('[tabindex="-1"]')
      return roving && active && group?.contains(active) ? 'group' : 'elsewhere'
    })
  for (let i = 0; i < maxTabs; i++) {
    const where = await state()
    if (where === 'target') return
    if (where === 'group') {
      // Radix's roving focus moves on the next task: wait for each move before the next press.
      for (let j = 0; j < 12 && (await state()) !== 'target'; j++) {
        const before = await page.evaluateHandle(() => document.activeElement)
        await page.keyboard.press('ArrowDown')
        await page.waitForFunction((previous) => document.activeElement !== previous, before)
      }
      await expect(target).toBeFocused()
      return
    }
    await page.keyboard.press('Tab')
  }
  throw new Error(`Not reached with Tab: ${target.toString()}`)
}

export async function typeInto(page: Page, target: Locator, text: string) {
  await focusByKeyboard(page, target)
  await page.keyboard.type(text)
}

export async function pressOn(page: Page, target: Locator, key: 'Space' | 'Enter') {
  await focusByKeyboard(page, target)
  await page.keyboard.press(key)
}

/**
 * An arrow in a Radix radio group, as a person presses it: Radix checks the item the focus moves
 * to only while the arrow is still down, and moves the focus on the next task. A press whose key
 * comes up before that task runs (a loaded machine) would move the focus without checking.
 */
export async function arrowTo(page: Page, key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp', target: Locator) {
  await page.keyboard.down(key)
  await expect(target).toBeFocused()
  await page.keyboard.up(key)
}
