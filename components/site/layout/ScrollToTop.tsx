'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** SPEC §2: the page scrolls to the top whenever the location changes. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
