'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { apiPage } from '@/client/api'
import type { Page } from '@/domain/paging'

/**
 * One page of an admin list, fetched whenever its URL changes (and on `reload`). Answers that
 * arrive late for a URL no longer shown are dropped. `initial` is the page the server rendered
 * for `initialUrl`, so the first view shows no loading message.
 */
export function usePagedList<T>(url: string, initial?: { url: string; page: Page<T> }) {
  return useListAt<Page<T>>(url, apiPage<T>, initial)
}

/** As `usePagedList`, for a list whose pages `read` fetches (« Journal »: by position, `apiKeysetPage`). */
export function useListAt<P>(url: string, read: (url: string, signal: AbortSignal) => Promise<P>, initial?: { url: string; page: P }) {
  const [page, setPage] = useState<P | null>(initial && initial.url === url ? initial.page : null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)
  const skipFirst = useRef(Boolean(initial && initial.url === url))

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false
      return
    }
    const controller = new AbortController()
    setLoading(true)
    setFailed(false)
    read(url, controller.signal)
      .then((next) => setPage(next))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('Liste non chargée :', error)
          setFailed(true)
        }
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false)
      })
    return () => controller.abort()
  }, [url, read, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { page, loading, failed, reload }
}
