'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { apiRequest } from '@/client/api'
import type { MembershipTotals, TeamMemberships } from '@/domain/api/membership'

/**
 * One page of « Adhésions » and the counters, fetched whenever the address changes (and on
 * `reload`, after an offer or the invitations); an answer arriving late for an address no longer
 * shown is dropped. The server's first render is shown without a loading message.
 */
export function useMembershipList(url: string, initial: { url: string; answer: TeamMemberships }) {
  const [answer, setAnswer] = useState<TeamMemberships | null>(initial.url === url ? initial.answer : null)
  const [totals, setTotals] = useState<MembershipTotals>(initial.answer.totals)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)
  const skipFirst = useRef(initial.url === url)

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false
      return
    }
    let current = true
    setLoading(true)
    setFailed(false)
    apiRequest<TeamMemberships>('GET', url)
      .then((next) => {
        if (!current) return
        setAnswer(next)
        setTotals(next.totals)
      })
      .catch((error: unknown) => {
        if (!current) return
        console.error('Adhésions non chargées\u00a0:', error)
        setFailed(true)
      })
      .finally(() => {
        if (current) setLoading(false)
      })
    return () => {
      current = false
    }
  }, [url, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { list: { page: answer, loading, failed, reload }, totals }
}
