'use client'

import { LoadingText } from '@components/ui/LoadingText'

import type { VariantChoice } from '@/domain/abtest'
import type { UserRecord } from '@/domain/api/users'
import type { Brand } from '@/domain/brand'
import { WIZARD_STEPS } from '@/domain/limits'
import { WIZARD_SCREEN_TEXTS } from '@/domain/messages/wizardScreenTexts'

import {
  SimplifiedForm,
  Step1Account,
  Step2Identity,
  Step3Address,
  Step4About,
  Step5Presentation,
  Step6Table,
  Step7Rules,
  Step8Confirmation,
} from './lazySteps'
import { Step1Profile } from './steps/Step1Profile'
import type { useStepSubmissions } from './useStepSubmissions'

type Props = {
  step: number
  account: UserRecord | null
  variant: VariantChoice | null
  brand: Brand
  /** The address a quick sign-up brought, for a visitor's step 1. */
  prefillEmail?: string
  /** Whether the page is live (hydrated): before, what is typed would be lost. */
  live: boolean
} & ReturnType<typeof useStepSubmissions>

/**
 * The form of the step shown. A visitor's step 1 is the A/B experiment's form (a loading line
 * while it decides); an account's steps are saved one by one; step 8 is the welcome.
 */
export function WizardStep({ step, account, variant, brand, prefillEmail, live, pending, createAccount, saveStep }: Props) {
  const common = { account, pending }
  const visitor = step === 1 && !account
  // The simplified form is drawn in the browser only, as when the experiment chooses it: painted
  // by the server, it would show before its code, and a send then would be the browser's own.
  const simplified = visitor && variant?.variant === 'test'
  return (
    <>
      {step === 1 && account ? <Step1Account {...common} onSubmit={saveStep(1)} /> : null}
      {visitor && (variant === null || (simplified && !live)) ? <LoadingText>{WIZARD_SCREEN_TEXTS.variantLoading}</LoadingText> : null}
      {simplified && live ? <SimplifiedForm brand={brand} fromExperiment={variant.fromExperiment} /> : null}
      {visitor && variant?.variant !== 'test' ? (
        // Painted with the page, usable once the page is live (what is typed before would be
        // lost), and kept mounted (hidden) while the experiment decides.
        <fieldset className="bare-fieldset" disabled={!live} hidden={variant === null}>
          <Step1Profile pending={pending} prefillEmail={prefillEmail} onSubmit={createAccount} />
        </fieldset>
      ) : null}
      {step === 2 ? <Step2Identity {...common} onSubmit={saveStep(2)} /> : null}
      {step === 3 ? <Step3Address {...common} onSubmit={saveStep(3)} /> : null}
      {step === 4 ? <Step4About {...common} onSubmit={saveStep(4)} /> : null}
      {step === 5 ? <Step5Presentation {...common} onSubmit={saveStep(5)} /> : null}
      {step === 6 ? <Step6Table {...common} onSubmit={saveStep(6)} /> : null}
      {step === 7 ? <Step7Rules {...common} onSubmit={saveStep(7)} /> : null}
      {step === WIZARD_STEPS ? <Step8Confirmation /> : null}
    </>
  )
}
