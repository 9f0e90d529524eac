/** Room kept between a revealed element and a toast. */
const GAP = 12
/** What a toast must never cover: the page's fields, buttons and links. */
const CONTROLS =
  'input:not([type="hidden"]), textarea, button, a[href], [role="combobox"], [role="checkbox"], [role="radio"], [role="slider"], [role="switch"]'

/** What is fixed or sticky along the viewport's top edge (the site's header), toasts aside. */
function topBar(): Element | null {
  for (const element of document.elementsFromPoint(window.innerWidth / 2, 1)) {
    if (element.closest('.kit-toast-viewport')) continue
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const { position } = getComputedStyle(node)
      if (position === 'sticky' || position === 'fixed') return node
    }
  }
  return null
}

/** The lowest control of the page that a band [from, to] of the viewport would cut, once scrolled by `by`. */
function controlCut(from: number, to: number, by: number, outside: Element[]): DOMRect | null {
  let lowest: DOMRect | null = null
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (outside.some((element) => element.contains(control))) continue
    const box = control.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    if (box.top - by < to && box.bottom - by > from && (!lowest || box.top > lowest.top)) lowest = box
  }
  return lowest
}

/**
 * Scrolls the page, only when needed, so that `element` is in view clear of what covers the
 * page: the sticky header and the cookie banner (the page's scroll-padding) and the toasts (in a
 * corner at the bottom; across the top on a phone, where the toast's lower edge must not cut a
 * field or button above the element either: such a control is shown whole).
 */
export function scrollClearOfToasts(element: HTMLElement) {
  const root = getComputedStyle(document.documentElement)
  let top = parseFloat(root.scrollPaddingTop) || 0
  let bottom = window.innerHeight - (parseFloat(root.scrollPaddingBottom) || 0)
  let band: [number, number] | null = null
  const bar = topBar()
  const box = element.getBoundingClientRect()
  const toasts = [...document.querySelectorAll('.kit-toast-viewport .kit-toast')]
  for (const toast of toasts) {
    const cover = toast.getBoundingClientRect()
    if (cover.right <= box.left || cover.left >= box.right) continue
    if (cover.top < window.innerHeight / 2) {
      top = Math.max(top, cover.bottom + GAP)
      band = [bar?.getBoundingClientRect().bottom ?? 0, cover.bottom]
    } else bottom = Math.min(bottom, cover.top - GAP)
  }
  const visible = box.top >= top && box.bottom <= bottom
  // Below the fold: just enough to show it whole. Above, or taller than the room: its top goes
  // just below what covers the top.
  let by = visible ? 0 : box.top >= top && box.height <= bottom - top ? box.bottom - bottom : box.top - top
  if (band) {
    const outside = [element, ...toasts, ...(bar ? [bar] : [])]
    // The element keeps in view what it needs: all of it, or the first half of the room when tall.
    const needed = Math.min(box.height, (bottom - top) / 2)
    for (let tries = 0; tries < 3; tries++) {
      const cut = controlCut(band[0], band[1], by, outside)
      if (!cut || box.top - (cut.top - top) + needed > bottom) break
      by = cut.top - top
    }
  }
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' })
}
