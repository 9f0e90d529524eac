import { EVENING_CACHE, EVENING_PATH } from '@/domain/evening'

/**
 * The evening screen's service worker, served under /soiree/ so that its scope is the screen
 * alone. A page of the screen comes from the network when there is one (and is kept), else from
 * the cache; the build's files (hashed, never changed) from the cache first. The API is never
 * cached here: the page keeps its own guest list and marks in local storage.
 */
export function eveningWorkerScript(): string {
  return `'use strict'
const CACHE = ${JSON.stringify(EVENING_CACHE)}
const SCREEN = ${JSON.stringify(`${EVENING_PATH}/`)}
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate' && url.pathname.startsWith(SCREEN)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) { const copy = response.clone(); caches.open(CACHE).then((cache) => cache.put(url.pathname, copy)) }
          return response
        })
        .catch(() => caches.match(url.pathname).then((kept) => kept || Response.error())),
    )
    return
  }
  event.respondWith(
    caches.match(request).then((kept) => kept || fetch(request).then((response) => {
      if (response.ok && url.pathname.startsWith('/_next/static/')) { const copy = response.clone(); caches.open(CACHE).then((cache) => cache.put(request, copy)) }
      return response
    })),
  )
})
`
}
