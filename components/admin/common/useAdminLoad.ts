'use client'

import { useCallback, useEffect, useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'

export type AdminLoad<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T }

/**
 * What an admin panel reads from one of our routes, loaded once shown: `reload` reads it again,
 * `show` puts in place what an action's answer already holds, `retry` is « Réessayer ». A failure keeps `failedText` unless
 * the server said why.
 */
export function useAdminLoad<T>(url: string, failedText: string) {
  const [load, setLoad] = useState<AdminLoad<T>>({ state: 'loading' })
  const reload = useCallback(
    () =>
      apiRequest<T>('GET', url).then(
        (data) => setLoad({ state: 'ready', data }),
        (error: unknown) => setLoad({ state: 'failed', message: errorMessage(error, failedText) }),
      ),
    [url, failedText],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  const show = (data: T) => setLoad({ state: 'ready', data })
  /** « Réessayer » after a failed load: the loading line shows again while it runs. */
  const retry = () => {
    setLoad({ state: 'loading' })
    void reload()
  }
  return { load, reload, retry, show }
}
