'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@components/ui/Button'
import { Progress } from '@components/ui/display'
import { KitTheme } from '@components/ui/KitTheme'
import { LoadingText } from '@components/ui/LoadingText'
import { toast } from '@components/ui/Toast'
import { Flex, Heading, Text } from '@components/ui/typography'

import { track } from '@/client/analytics'
import { apiRequest, errorMessage } from '@/client/api'
import { trackRegistrationCompleted } from '@/client/registrationVariant'
import type { VariantChoice } from '@/domain/abtest'
import { LAST_SAVED_STEP, WIZARD_STEPS } from '@/domain/limits'
import { TOASTS, WIZARD_TEXTS } from '@/domain/messages'
import { canonicalStepUrl, stepUrl } from '@/domain/wizardRoutes'
import type { UserRecord } from '@/server/users/record'

import {
  preloadStep,
  SimplifiedForm,
  Step1Profile,
  Step2Identity,
  Step3Address,
  Step4About,
  Step5Presentation,
  Step6Table,
  Step7Rules,
  Step8Confirmation,
} from './lazySteps'
import { useRegistrationVariant } from './useRegistrationVariant'

const TITLES = ['Votre profil', 'Vous', 'Votre adresse', 'Votre parcours', 'Votre présentation', 'Composition des tables', 'Le manifeste', 'Bienvenue !']

/** Whether the wizard has been shown in this page load (client navigations then move focus). */
let wizardShown = false

type StepAnswer = { completed: boolean; registrationStep: number; user: UserRecord }

type Props = {
  account: UserRecord | null
  initialStep: number
  prefillEmail?: string
  brandName: string
  /** The form the URL asks for at step 1 (fromAB, variant); null lets the experiment choose. */
  variantFromUrl: VariantChoice | null
}

/** The 8-step registration (SPEC §2), one screen for all its routes; each step is saved on the server. */
export function RegistrationScreen({ account: initialAccount, initialStep, prefillEmail, brandName, variantFromUrl }: Props) {
  const router = useRouter()
  const [account, setAccount] = useState(initialAccount)
  const [step, setStep] = useState(initialStep)
  const [pending, setPending] = useState(false)
  const variant = useRegistrationVariant(step === 1 && !account, variantFromUrl)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // The step shown may not have been rendered on the server (a visitor's form waits for the
    // A/B choice); the next one is fetched while this one is filled in.
    preloadStep(step)
    preloadStep(step + 1)
  }, [step])

  useEffect(() => {
    // Focus the step's title after each change (not on the first page load), for keyboard and
    // screen-reader users; moving between /inscription, /adhesion and /confirmation remounts.
    if (!wizardShown) {
      wizardShown = true
      return
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    heading.current?.focus()
  }, [step])

  useEffect(() => {
    // The URL always names the step shown (e.g. a resumed account lands on its own step).
    const expected = canonicalStepUrl(initialStep, initialAccount?.id, window.location.search)
    if (`${window.location.pathname}${window.location.search}` !== expected) router.replace(expected)
  }, [initialStep, initialAccount, router])

  const go = (next: number, owner: UserRecord | null = account) => {
    setStep(next)
    router.replace(stepUrl(next, owner?.id))
  }

  const run = async (action: () => Promise<void>) => {
    setPending(true)
    try {
      await action()
    } catch (error) {
      toast({ title: TOASTS.errorTitle, description: errorMessage(error), variant: 'destructive' })
    } finally {
      setPending(false)
    }
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
      <div className="site-container wizard" style={{ maxWidth: 760, padding: 'var(--space-7) var(--space-4)' }}>
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
        {step === 1 && !account && variant === null ? (
          <LoadingText>{WIZARD_TEXTS.variantLoading}</LoadingText>
        ) : null}
        {step === 1 && !account && variant?.variant === 'test' ? <SimplifiedForm brandName={brandName} fromExperiment={variant.fromExperiment} /> : null}
        {step === 1 && !account && variant?.variant === 'control' ? <Step1Profile {...common} prefillEmail={prefillEmail} onSubmit={createAccount as never} /> : null}
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
