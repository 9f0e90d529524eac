'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { Skeleton } from '@components/ui/display'

import { Button } from '@components/ui/Button'
import { Progress } from '@components/ui/display'
import { KitTheme } from '@components/ui/KitTheme'
import { LoadingText } from '@components/ui/LoadingText'
import { toast } from '@components/ui/Toast'
import { Flex, Heading, Text } from '@components/ui/typography'
import { showRequestError } from '@components/site/requestErrorToast'

import { track } from '@/client/analytics'
import { apiRequest } from '@/client/api'
import { trackRegistrationCompleted } from '@/client/registrationVariant'
import { useHydrated } from '@/client/hydration'
import { type SessionState, useSessionUser } from '@/client/session'
import { usePendingAction } from '@/client/usePendingAction'
import { variantFromQuery } from '@/domain/abtest'
import type { Brand } from '@/domain/brand'
import { LAST_SAVED_STEP, WIZARD_STEPS } from '@/domain/limits'
import { TOASTS, WIZARD_TEXTS } from '@/domain/messages'
import { canonicalStepUrl, namesStepExplicitly, requestedStep, stepToShow, stepUrl, type WizardQuery } from '@/domain/wizardRoutes'
import type { UserRecord } from '@/domain/api/users'

import {
  preloadStep,
  SimplifiedForm,
  Step2Identity,
  Step3Address,
  Step4About,
  Step5Presentation,
  Step6Table,
  Step7Rules,
  Step8Confirmation,
} from './lazySteps'
import { Step1Profile } from './steps/Step1Profile'
import { useRegistrationVariant } from './useRegistrationVariant'

const TITLES = [
  'Votre profil',
  'Vous',
  'Votre adresse',
  'Votre parcours',
  'Votre présentation',
  'Composition des tables',
  'Le manifeste',
  'Bienvenue !',
]

/**
 * Makes the address name the step shown, without a navigation: the screen (and what is typed in
 * it) stays, and Next's router follows the native history (a reload or a shared link opens
 * that step's route).
 */
function nameInUrl(url: string) {
  window.history.replaceState(null, '', url)
}

/** Whether the wizard has been shown in this page load (client navigations then move focus). */
let wizardShown = false

type StepAnswer = { completed: boolean; registrationStep: number; user: UserRecord }

type Props = {
  /** The wizard route shown and its query: with the session, they decide the step (SPEC §2). */
  pathname: string
  query: WizardQuery
  userIdInPath?: string
  brand: Brand
}

/**
 * The 8-step registration (SPEC §2), one screen for all its routes; each step is saved on the
 * server. The page is the same HTML for everyone (issue 11): a visitor's step 1 is rendered on
 * the server, and the session, read here, resumes an account at its step. A userId that is not
 * the session's own sends to /login and never shows that account.
 */
export function RegistrationScreen({ pathname, query, userIdInPath, brand }: Props) {
  const router = useRouter()
  const askedId = userIdInPath ?? query.userId
  const requested = requestedStep(pathname, query)
  const session = useSessionUser()
  // A visitor's step 1 needs no session: it is shown (and rendered on the server) at once.
  const [view, setView] = useState<{ account: UserRecord | null; step: number } | null>(
    requested === 1 && !askedId ? { account: null, step: 1 } : null,
  )
  const account = view?.account ?? null
  const step = view?.step ?? null
  const { pending, run } = usePendingAction(showRequestError)
  const variant = useRegistrationVariant(step === 1 && !account, variantFromQuery(query))
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef<number | null>(null)
  const live = useHydrated()

  const resume = (user: UserRecord | null): 'login' | { owner: UserRecord | null; step: number } => {
    if (askedId && (!user || String(user.id) !== askedId)) return 'login'
    const owner = user?.role === 'applicant' ? user : null
    return { owner, step: stepToShow(requested, owner, namesStepExplicitly(pathname, query, askedId)) }
  }

  // The session, once known, decides the step shown (a resumed account opens at its own step);
  // decided as the session arrives, during render, then the steps move the view themselves.
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

  useEffect(() => {
    if (step === null) return
    // The step shown may not have been rendered on the server; the next one is fetched once
    // this one is being filled in (the wizard's onFocus), not while the page is still loading.
    preloadStep(step)
    // Focus the step's title after each change (not on the first page load), for keyboard and
    // screen-reader users; moving between /inscription, /adhesion and /confirmation remounts.
    // The session resolving on the same step moves nothing (it used to focus the title, and so
    // fetch the next step, as the page loaded).
    const previous = shownStep.current
    if (previous === step) return
    if (previous === null && !wizardShown) {
      wizardShown = true
      shownStep.current = step
      return
    }
    if (previous === null && session.state !== 'ready') return
    shownStep.current = step
    window.scrollTo({ top: 0, behavior: 'instant' })
    heading.current?.focus()
  }, [step, session.state])

  if (session.state === 'failed' && step === null) {
    return (
      <KitTheme>
        <div className="site-container wizard" style={{ maxWidth: 760, padding: 'var(--space-7) var(--space-4)' }}>
          <Text as="p" role="alert">
            {session.message}
          </Text>
        </div>
      </KitTheme>
    )
  }
  if (step === null) return <WizardPlaceholder />

  const setAccount = (user: UserRecord) => setView((current) => ({ step: current?.step ?? 1, account: user }))
  const setStep = (next: number) => setView((current) => ({ account: current?.account ?? null, step: next }))

  const go = (next: number, owner: UserRecord | null = account) => {
    setStep(next)
    nameInUrl(stepUrl(next, owner?.id))
  }

  const createAccount = (data: unknown) =>
    run(async () => {
      const abVariant = variant?.fromExperiment ? variant.variant : undefined
      const user = await apiRequest<UserRecord>('POST', '/api/register', { ...(data as object), abVariant })
      setAccount(user)
      track('registration_step_completed', { step: 1 })
      toast({ title: TOASTS.accountCreatedTitle, description: TOASTS.accountCreated })
      go(2, user)
    })

  const saveStep = (n: number) => (data: unknown) =>
    run(async () => {
      if (!account) return
      const answer = await apiRequest<StepAnswer>('POST', `/api/registration/${account.id}/step`, { step: n, data })
      setAccount(answer.user)
      track('registration_step_completed', { step: n })
      if (answer.completed) {
        trackRegistrationCompleted(answer.user.abTestGroup)
        toast({ title: TOASTS.registrationDoneTitle, description: TOASTS.registrationDone })
        go(WIZARD_STEPS, answer.user)
      } else {
        toast({ title: TOASTS.stepDoneTitle, description: TOASTS.stepDone })
        go(n + 1, answer.user)
      }
    })

  const common = { account, pending }
  const numbered = step >= 2 && step <= LAST_SAVED_STEP
  return (
    <KitTheme>
      <div
        className="site-container wizard"
        style={{ maxWidth: 760, padding: 'var(--space-7) var(--space-4)' }}
        onFocus={() => preloadStep(step + 1)}
      >
        {numbered ? (
          <Flex direction="column" gap="2" mb="5">
            <Text size="2" color="gray" weight="medium">
              Étape {step - 1} sur {WIZARD_STEPS - 2}
            </Text>
            <Progress label={`Étape ${step - 1} sur ${WIZARD_STEPS - 2}`} value={((step - 1) / (WIZARD_STEPS - 2)) * 100} />
          </Flex>
        ) : null}
        <Heading as="h1" size="8" mb="5" ref={heading} tabIndex={-1}>
          {TITLES[step - 1]}
        </Heading>
        {step === 1 && account ? <Step1Profile {...common} onSubmit={saveStep(1) as never} /> : null}
        {step === 1 && !account && variant === null ? <LoadingText>{WIZARD_TEXTS.variantLoading}</LoadingText> : null}
        {step === 1 && !account && variant?.variant === 'test' ? (
          <SimplifiedForm brand={brand} fromExperiment={variant.fromExperiment} />
        ) : null}
        {step === 1 && !account && variant?.variant !== 'test' ? (
          // Painted with the page, usable once the page is live (what is typed before would be
          // lost), and kept mounted (hidden) while the experiment decides.
          <fieldset className="bare-fieldset" disabled={!live} hidden={variant === null}>
            <Step1Profile {...common} prefillEmail={query.email} onSubmit={createAccount as never} />
          </fieldset>
        ) : null}
        {step === 2 ? <Step2Identity {...common} onSubmit={saveStep(2)} /> : null}
        {step === 3 ? <Step3Address {...common} onSubmit={saveStep(3)} /> : null}
        {step === 4 ? <Step4About {...common} onSubmit={saveStep(4)} /> : null}
        {step === 5 ? <Step5Presentation {...common} onSubmit={saveStep(5)} /> : null}
        {step === 6 ? <Step6Table {...common} onSubmit={saveStep(6)} /> : null}
        {step === 7 ? <Step7Rules {...common} onSubmit={saveStep(7)} /> : null}
        {step === WIZARD_STEPS ? <Step8Confirmation /> : null}
        {numbered ? (
          <Button variant="ghost" mt="5" onClick={() => go(step - 1)} disabled={pending}>
            ← Retour
          </Button>
        ) : null}
      </div>
    </KitTheme>
  )
}

/** Where an account's step appears once the session is read: the room it takes, quietly. */
function WizardPlaceholder() {
  return (
    <KitTheme>
      <div className="site-container wizard" style={{ maxWidth: 760, padding: 'var(--space-7) var(--space-4)' }} aria-busy="true">
        <span className="visually-hidden" role="status">
          {WIZARD_TEXTS.sessionLoading}
        </span>
        <Skeleton height="var(--space-8)" width="60%" mb="5" />
        <Skeleton height="28rem" />
      </div>
    </KitTheme>
  )
}
