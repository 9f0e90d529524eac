'use client'

import dynamic from 'next/dynamic'

import { LoadingText } from '@components/ui/LoadingText'

import { WIZARD_TEXTS } from '@/domain/messages/wizardTexts'

/**
 * The wizard's forms after step 1, each in its own chunk: a page loads the code of the step it
 * shows, and the screen fetches the next step's while the current one is filled in
 * (preloadStep). Step 1 is part of the page itself, rendered on the server (issue 11).
 */
const loading = () => <LoadingText>{WIZARD_TEXTS.stepLoading}</LoadingText>

export const SimplifiedForm = dynamic(() => import('./SimplifiedForm').then((m) => m.SimplifiedForm), { loading })
export const Step2Identity = dynamic(() => import('./steps/Step2Identity').then((m) => m.Step2Identity), { loading })
export const Step3Address = dynamic(() => import('./steps/Step3Address').then((m) => m.Step3Address), { loading })
export const Step4About = dynamic(() => import('./steps/Step4About').then((m) => m.Step4About), { loading })
export const Step5Presentation = dynamic(() => import('./steps/Step5Presentation').then((m) => m.Step5Presentation), { loading })
export const Step6Table = dynamic(() => import('./steps/Step6Table').then((m) => m.Step6Table), { loading })
export const Step7Rules = dynamic(() => import('./steps/Step7Rules').then((m) => m.Step7Rules), { loading })
export const Step8Confirmation = dynamic(() => import('./steps/Step8Confirmation').then((m) => m.Step8Confirmation), { loading })

const PRELOAD: Record<number, () => Promise<unknown>> = {
  2: () => import('./steps/Step2Identity'),
  3: () => import('./steps/Step3Address'),
  4: () => import('./steps/Step4About'),
  5: () => import('./steps/Step5Presentation'),
  6: () => import('./steps/Step6Table'),
  7: () => import('./steps/Step7Rules'),
  8: () => import('./steps/Step8Confirmation'),
}

export function preloadStep(step: number) {
  void PRELOAD[step]?.().catch(() => {
    // Offline for now: the step loads (or says so) when it is reached.
  })
}
