'use client'

import { Button } from '@components/ui/Button'
import { Heading, Text } from '@components/ui/typography'

import { useHydrated } from '@/client/hydration'
import { variantFromQuery } from '@/domain/abtest'
import type { Brand } from '@/domain/brand'
import { LAST_SAVED_STEP } from '@/domain/limits'

import { ApplicationIntro } from './ApplicationIntro'
import { usePreloadStep } from './lazySteps'
import { useRegistrationVariant } from './useRegistrationVariant'
import { useStepFocus } from './useStepFocus'
import { useStepSubmissions } from './useStepSubmissions'
import { type WizardRoute, useWizardView } from './useWizardView'
import { WizardFrame } from './WizardFrame'
import { WizardPlaceholder } from './WizardPlaceholder'
import { WizardProgress } from './WizardProgress'
import { WizardStep } from './WizardStep'

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
 * The 8-step registration (SPEC §2), one screen for all its routes; each step is saved on the
 * server. The page is the same HTML for everyone, served like the public pages: a visitor's step 1 is rendered on
 * the server, and the session, read here, resumes an account at its step. A userId that is not
 * the session's own sends to /login and never shows that account.
 */
export function RegistrationScreen({ brand, ...route }: WizardRoute & { brand: Brand }) {
  const { session, account, step, setAccount, go } = useWizardView(route)
  const variant = useRegistrationVariant(step === 1 && !account, variantFromQuery(route.query))
  const submissions = useStepSubmissions({ account, variant, invitation: route.query.parrainage, setAccount, go })
  const heading = useStepFocus(step, session.state)
  const live = useHydrated()
  const preloadStep = usePreloadStep()

  if (session.state === 'failed' && step === null) {
    return (
      <WizardFrame>
        <Text as="p" role="alert">
          {session.message}
        </Text>
      </WizardFrame>
    )
  }
  if (step === null) return <WizardPlaceholder />

  const numbered = step >= 2 && step <= LAST_SAVED_STEP
  return (
    <WizardFrame onFocus={() => preloadStep(step + 1)}>
      {numbered ? <WizardProgress step={step} /> : null}
      <Heading as="h1" size="8" mb="5" ref={heading} tabIndex={-1}>
        {TITLES[step - 1]}
      </Heading>
      {step === 1 && !account ? <ApplicationIntro /> : null}
      <WizardStep
        step={step}
        account={account}
        variant={variant}
        brand={brand}
        prefillEmail={route.query.email}
        live={live}
        {...submissions}
      />
      {numbered ? (
        <Button variant="ghost" mt="5" onClick={() => go(step - 1)} disabled={submissions.pending}>
          ← Retour
        </Button>
      ) : null}
    </WizardFrame>
  )
}
