import { useCallback, useEffect, useState } from 'react'

import { apiRequest, errorMessage } from './api'

/** What a section read from one of our routes shows: a loading line, why it failed, or the data. */
export type Load<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T }

/**
 * What a section of the site or a panel of the admin reads from one of our routes, loaded once
 * shown (an answer that arrives after the section left, or for an address no longer shown, is
 * dropped): `reload` reads it again, `show` puts in place what an action's answer already holds,
 * `retry` is « Réessayer » with the loading line back while it runs. A failure keeps `failedText`
 * unless the server said why.
 */
export function useLoad<T>(url: string, failedText: string) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' })
  const read = useCallback(
    () =>
      apiRequest<T>('GET', url).then(
        (data): Load<T> => ({ state: 'ready', data }),
        (error: unknown): Load<T> => ({ state: 'failed', message: errorMessage(error, failedText) }),
      ),
    [url, failedText],
  )
  useEffect(() => {
    let shown = true
    void read().then((next) => shown && setLoad(next))
    return () => {
      shown = false
    }
  }, [read])
  const reload = useCallback(() => read().then(setLoad), [read])
  const show = (data: T) => setLoad({ state: 'ready', data })
  const retry = () => {
    setLoad({ state: 'loading' })
    void reload()
  }
  return { load, reload, retry, show }
}
