'use client'

import type { z } from 'zod'

import { showRequestError } from '@components/common/requestErrorToast'
import { toast } from '@components/ui/Toast'

import { track } from '@/client/analytics'
import { apiRequest } from '@/client/api'
import { trackRegistrationCompleted } from '@/client/registrationVariant'
import { usePendingAction } from '@/client/usePendingAction'
import type { VariantChoice } from '@/domain/abtest'
import type { UserRecord } from '@/domain/api/users'
import { WIZARD_STEPS } from '@/domain/limits'
import { WIZARD_TOASTS } from '@/domain/messages/wizardToasts'
import type { SavedStep, STEP_SCHEMAS, step1Schema } from '@/domain/registration'

type StepAnswer = { completed: boolean; registrationStep: number; user: UserRecord }

/** What step `n`'s form submits: its schema's output. */
type StepData<N extends SavedStep> = z.output<(typeof STEP_SCHEMAS)[N]>

type Wizard = {
  account: UserRecord | null
  variant: VariantChoice | null
  /** The token of the invitation that opened the registration, sent with the account's creation. */
  invitation?: string
  setAccount: (user: UserRecord) => void
  go: (step: number, owner: UserRecord) => void
}

/**
 * The wizard's two requests: creating the account (step 1 for a visitor, with the A/B variant
 * when the experiment chose it) and saving a step; each says so in a toast, then moves on. A
 * failure shows the server's message and leaves the step as typed.
 */
export function useStepSubmissions({ account, variant, invitation, setAccount, go }: Wizard) {
  const { pending, run } = usePendingAction(showRequestError)

  const createAccount = (data: z.output<typeof step1Schema>) =>
    run(async () => {
      const abVariant = variant?.fromExperiment ? variant.variant : undefined
      const user = await apiRequest<UserRecord>('POST', '/api/register', { ...data, abVariant, invitation })
      setAccount(user)
      track('registration_step_completed', { step: 1 })
      toast({ title: WIZARD_TOASTS.accountCreatedTitle, description: WIZARD_TOASTS.accountCreated })
      go(2, user)
    })

  const saveStep =
    <N extends SavedStep>(n: N) =>
    (data: StepData<N>) =>
      run(async () => {
        if (!account) return
        const answer = await apiRequest<StepAnswer>('POST', `/api/registration/${account.id}/step`, { step: n, data })
        setAccount(answer.user)
        track('registration_step_completed', { step: n })
        if (answer.completed) {
          trackRegistrationCompleted(answer.user.abTestGroup)
          toast({ title: WIZARD_TOASTS.registrationDoneTitle, description: WIZARD_TOASTS.registrationDone })
          go(WIZARD_STEPS, answer.user)
        } else {
          toast({ title: WIZARD_TOASTS.stepDoneTitle, description: WIZARD_TOASTS.stepDone })
          go(n + 1, answer.user)
        }
      })

  return { pending, createAccount, saveStep }
}
