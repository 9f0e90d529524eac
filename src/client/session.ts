'use client'

import { useEffect, useState } from 'react'

import type { UserRecord } from '@/domain/api/users'
import { hasCookie, SESSION_HINT_COOKIE } from '@/domain/sessionHint'

import { ApiRequestError, apiRequest, errorMessage } from './api'

/**
 * The signed-in account, read by the browser (GET /api/auth/user): pages that depend on the
 * session are the same HTML for everyone, served like static files, and fill in the person
 * once this answers.
 */
export type SessionState = { state: 'loading' } | { state: 'ready'; user: UserRecord | null } | { state: 'failed'; message: string }

async function askSessionUser(): Promise<UserRecord | null> {
  // No session's hint, no session: nothing to ask (the server's 401 would be an error in the console).
  if (!hasCookie(document.cookie, SESSION_HINT_COOKIE)) return null
  try {
    return (await apiRequest<{ user: UserRecord }>('GET', '/api/auth/user')).user
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

let pending: Promise<UserRecord | null> | null = null

/** The session's account; the components that ask at the same moment (header, footer, page) share one request. */
function fetchSessionUser(): Promise<UserRecord | null> {
  pending ??= askSessionUser().finally(() => {
    pending = null
  })
  return pending
}

/** The session as the page opened; read again whenever `refreshKey` changes (a layout's links, on each navigation). */
export function useSessionUser(refreshKey?: string): SessionState {
  const [session, setSession] = useState<SessionState>({ state: 'loading' })
  useEffect(() => {
    let cancelled = false
    fetchSessionUser().then(
      (user) => !cancelled && setSession({ state: 'ready', user }),
      (error: unknown) => !cancelled && setSession({ state: 'failed', message: errorMessage(error) }),
    )
    return () => {
      cancelled = true
    }
  }, [refreshKey])
  return session
}
