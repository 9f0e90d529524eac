import { useEffect } from 'react'

/**
 * Scrolls to the address's #anchor once `ready`: the browser looks for it when the page arrives,
 * before the part read by the browser (the member's space, a form) is there to scroll to.
 */
export function useScrollToHash(ready: boolean): void {
  useEffect(() => {
    if (!ready || window.location.hash.length < 2) return
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView()
  }, [ready])
}
