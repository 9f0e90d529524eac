'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { type SessionState, useSessionUser } from '@/client/session'
import type { UserRecord } from '@/domain/api/users'
import { canonicalStepUrl, namesStepExplicitly, requestedStep, stepToShow, stepUrl, type WizardQuery } from '@/domain/wizardRoutes'

/**
 * Makes the address name the step shown, without a navigation: the screen (and what is typed in
 * it) stays, and Next's router follows the native history (a reload or a shared link opens
 * that step's route).
 */
function nameInUrl(url: string) {
  window.history.replaceState(null, '', url)
}

export type WizardRoute = {
  /** The wizard route shown and its query: with the session, they decide the step (SPEC §2). */
  pathname: string
  query: WizardQuery
  userIdInPath?: string
}

/**
 * The step shown and the account it belongs to. A visitor's step 1 needs no session: it is
 * shown (and rendered on the server) at once. The session, once known, decides the step (a
 * resumed account opens at its own step) and the URL names it; a userId that is not the
 * session's own sends to /login. Then `go` moves to a step and names it in the URL.
 */
export function useWizardView({ pathname, query, userIdInPath }: WizardRoute) {
  const router = useRouter()
  const askedId = userIdInPath ?? query.userId
  const requested = requestedStep(pathname, query)
  const session = useSessionUser()
  const [view, setView] = useState<{ account: UserRecord | null; step: number } | null>(
    requested === 1 && !askedId ? { account: null, step: 1 } : null,
  )
  const account = view?.account ?? null

  const resume = (user: UserRecord | null): 'login' | { owner: UserRecord | null; step: number } => {
    if (askedId && (!user || String(user.id) !== askedId)) return 'login'
    const owner = user?.role === 'applicant' ? user : null
    return { owner, step: stepToShow(requested, owner, namesStepExplicitly(pathname, query, askedId)) }
  }

  // Decided as the session arrives, during render; then the steps move the view themselves.
  const resumed = session.state === 'ready' ? resume(session.user) : null
  const [decidedFor, setDecidedFor] = useState<SessionState | null>(null)
  if (resumed && decidedFor !== session) {
    setDecidedFor(session)
    if (resumed !== 'login') {
      setView((current) =>
        current && current.step === resumed.step && current.account?.id === resumed.owner?.id
          ? current
          : { account: resumed.owner, step: resumed.step },
      )
    }
  }

  useEffect(() => {
    if (session.state !== 'ready') return
    const decision = resume(session.user)
    if (decision === 'login') {
      router.replace('/login')
      return
    }
    // The URL always names the step shown.
    const expected = canonicalStepUrl(decision.step, decision.owner?.id, window.location.search)
    if (`${window.location.pathname}${window.location.search}` !== expected) nameInUrl(expected)
    // Once per session value, like the view above; `resume` reads only this render's props.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the steps move the URL afterwards; props changing alone must not move it back
  }, [session])

  const setAccount = (user: UserRecord) => setView((current) => ({ step: current?.step ?? 1, account: user }))
  const go = (next: number, owner: UserRecord | null = account) => {
    setView((current) => ({ account: current?.account ?? null, step: next }))
    nameInUrl(stepUrl(next, owner?.id))
  }

  return { session, account, step: view?.step ?? null, setAccount, go }
}
