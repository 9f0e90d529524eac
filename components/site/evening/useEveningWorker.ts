'use client'

import { useEffect } from 'react'

import { EVENING_CACHE, EVENING_WORKER_PATH } from '@/domain/evening'

/**
 * Registers the evening's service worker and puts in its cache the page and every file it loaded
 * (scripts, styles, fonts), so that the screen opens again without network for the evening. The
 * first load is not under the worker yet: the page hands it what it fetched.
 */
export function useEveningWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) return
    void (async () => {
      try {
        await navigator.serviceWorker.register(EVENING_WORKER_PATH)
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(location.origin) && !new URL(url).pathname.startsWith('/api/'))
        const cache = await caches.open(EVENING_CACHE)
        // One by one: a file gone since (a prefetch) must not keep the others out.
        await Promise.allSettled([location.pathname, ...new Set(files)].map((url) => cache.add(url)))
      } catch {
        // Without a worker the screen still works, only not after a reload offline.
      }
    })()
  }, [])
}
