'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * SPEC §2: the page scrolls to the top whenever the location changes. Only on a change: the
 * first render (hydration) must not undo where the visitor already scrolled or tabbed to, nor a
 * #fragment the browser jumped to.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
