'use client'

import { useEffect, useRef } from 'react'

import type { SessionState } from '@/client/session'

import { usePreloadStep } from './lazySteps'

/** Whether the wizard has been shown in this page load (client navigations then move focus). */
let wizardShown = false

/**
 * Each step shown: its code is fetched if the server did not render it, and after each change
 * (not on the first page load) its title, given the returned ref, takes the focus, for keyboard
 * and screen-reader users.
 */
export function useStepFocus(step: number | null, sessionState: SessionState['state']) {
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef<number | null>(null)
  const preloadStep = usePreloadStep()

  useEffect(() => {
    if (step === null) return
    // The step shown may not have been rendered on the server; the next one is fetched once
    // this one is being filled in (the wizard's onFocus), not while the page is still loading.
    preloadStep(step)
    // Moving between /inscription, /adhesion and /confirmation remounts. The session resolving
    // on the same step moves nothing (it used to focus the title, and so fetch the next step,
    // as the page loaded).
    const previous = shownStep.current
    if (previous === step) return
    if (previous === null && !wizardShown) {
      wizardShown = true
      shownStep.current = step
      return
    }
    if (previous === null && sessionState !== 'ready') return
    shownStep.current = step
    window.scrollTo({ top: 0, behavior: 'instant' })
    heading.current?.focus()
  }, [step, sessionState, preloadStep])

  return heading
}
