'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { ApiRequestError, apiRequest, errorMessage } from '@/client/api'
import { forgetEvening, newMark, pendingMarks, storedScreen, storePending, storeScreen, withPending } from '@/client/eveningStore'
import { EVENING_REFRESH_MS, EVENING_TEXTS, type EveningScreen, type HostMark, type HostMarkInput } from '@/domain/evening'

type Sync = { online: boolean; refused: string | null }

/**
 * The host's screen state, in the browser only (its first values come from local storage): the
 * guest list the phone keeps, the marks waiting to be sent, and the connection. A tap is kept on
 * the phone first, then sent; the marks waiting go again whenever the connection returns, every
 * one under its own key so that the server stores it once.
 */
export function useEvening(dinnerId: number) {
  const [screen, setScreen] = useState<EveningScreen | null>(() => storedScreen(dinnerId))
  const [pending, setPending] = useState<HostMarkInput[]>(() => pendingMarks(dinnerId))
  const [sync, setSync] = useState<Sync>(() => ({ online: navigator.onLine, refused: null }))
  const sending = useRef(false)
  const again = useRef(false)

  /** One exchange: the marks waiting (or, with none, a fresh read); false when it failed. */
  const exchange = useCallback(async (): Promise<boolean> => {
    const queued = pendingMarks(dinnerId)
    try {
      const next = await (queued.length === 0
        ? apiRequest<EveningScreen>('GET', `/api/soiree/${dinnerId}`)
        : apiRequest<EveningScreen>('POST', `/api/soiree/${dinnerId}/marks`, { marks: queued }))
      const sent = new Set(queued.map((mark) => mark.key))
      const left = pendingMarks(dinnerId).filter((mark) => !sent.has(mark.key))
      storePending(dinnerId, left)
      storeScreen(next)
      setPending(left)
      setScreen(next)
      setSync({ online: true, refused: null })
      return true
    } catch (error) {
      // No answer at all: the phone is offline, whatever navigator.onLine says; an answer is a refusal to show.
      if (error instanceof ApiRequestError) {
        // Refused: the guests' names, diets and allergies leave the phone (a signed-out host keeps
        // the marks they made, to send once signed in again; anyone else keeps nothing).
        if (error.status === 401 || error.status === 403) {
          forgetEvening(dinnerId, error.status === 403)
          setScreen(null)
          if (error.status === 403) setPending([])
        }
        setSync({ online: true, refused: errorMessage(error, EVENING_TEXTS.loadFailed) })
      } else setSync((state) => ({ ...state, online: false }))
      return false
    }
  }, [dinnerId])

  const flush = useCallback(async () => {
    if (sending.current) {
      // A tap while a send is on its way: sent right after it, not at the next refresh.
      again.current = true
      return
    }
    sending.current = true
    try {
      let ok = true
      do {
        again.current = false
        ok = await exchange()
      } while (ok && again.current)
    } finally {
      sending.current = false
    }
  }, [exchange])

  useEffect(() => {
    void flush()
    const online = () => void flush()
    const offline = () => setSync((state) => ({ ...state, online: false }))
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    const timer = window.setInterval(() => navigator.onLine && void flush(), EVENING_REFRESH_MS)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      window.clearInterval(timer)
    }
  }, [flush])

  const mark = useCallback(
    (bookingId: number, choice: HostMark) => {
      const next = [...pendingMarks(dinnerId), newMark(bookingId, choice)]
      storePending(dinnerId, next)
      setPending(next)
      if (navigator.onLine) void flush()
    },
    [dinnerId, flush],
  )

  return { screen: screen && withPending(screen, pending), sync: { ...sync, waiting: pending.length }, mark }
}
