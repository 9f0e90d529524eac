'use client'

import { type ComponentType, lazy, Suspense, useCallback } from 'react'

import { LoadingText } from '@components/ui/LoadingText'
import { type DeferredRadix, usePreloadRadixStyles } from '@components/ui/RadixStyles'

import { LAST_SAVED_STEP } from '@/domain/limits'
import { WIZARD_SCREEN_TEXTS } from '@/domain/messages/wizardScreenTexts'

/**
 * The wizard's forms but a visitor's step 1, each in its own chunk: a page loads the code of the
 * step it shows, and the screen fetches the next step's, with the styles it shows, while the
 * current one is filled in (usePreloadStep). A visitor's step 1 is part of the page itself,
 * rendered on the server so that it paints with the page.
 */
const loading = () => <LoadingText>{WIZARD_SCREEN_TEXTS.stepLoading}</LoadingText>

/**
 * Each form comes in the kit's theme context, with its own chunk: what these forms portal
 * (selects, tooltips) takes the club's colours from it, and Radix's Theme brings its tooltip
 * provider and floating-ui, which a visitor's step 1 does without. React's lazy, not
 * next/dynamic, whose loader weighed 1.5 kB gzipped more: the session or the experiment decides
 * them in the browser (WizardStep renders none of them on the server).
 */
const loadKitTheme = () => import('@components/ui/KitTheme')

function themed<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Form = lazy(() =>
    Promise.all([load(), loadKitTheme()]).then(([Loaded, { KitTheme }]) => ({
      default: (props: P) => (
        <KitTheme>
          <Loaded {...props} />
        </KitTheme>
      ),
    })),
  )
  const Themed = (props: P) => (
    <Suspense fallback={loading()}>
      <Form {...props} />
    </Suspense>
  )
  return Themed
}

/** The numbered steps' forms, each from its own chunk (a step's form, or its preloading, fetches it). */
const STEP_FORMS = {
  2: () => import('./steps/Step2Identity').then((m) => m.Step2Identity),
  3: () => import('./steps/Step3Address').then((m) => m.Step3Address),
  4: () => import('./steps/Step4About').then((m) => m.Step4About),
  5: () => import('./steps/Step5Presentation').then((m) => m.Step5Presentation),
  6: () => import('./steps/Step6Table').then((m) => m.Step6Table),
  7: () => import('./steps/Step7Rules').then((m) => m.Step7Rules),
  8: () => import('./steps/Step8Confirmation').then((m) => m.Step8Confirmation),
}

export const Step1Account = themed(() => import('./steps/Step1Account').then((m) => m.Step1Account))
export const SimplifiedForm = themed(() => import('./SimplifiedForm').then((m) => m.SimplifiedForm))
export const Step2Identity = themed(STEP_FORMS[2])
export const Step3Address = themed(STEP_FORMS[3])
export const Step4About = themed(STEP_FORMS[4])
export const Step5Presentation = themed(STEP_FORMS[5])
export const Step6Table = themed(STEP_FORMS[6])
export const Step7Rules = themed(STEP_FORMS[7])
export const Step8Confirmation = themed(STEP_FORMS[8])

/**
 * The Radix components of each step's form whose styles the site's stylesheet leaves out
 * (components/ui/radixDeferred.json; tests/unit/stepStyles.test.ts keeps the list true).
 */
export const STEP_STYLES: Record<keyof typeof STEP_FORMS, readonly DeferredRadix[]> = {
  2: ['RadioCards', 'Select'],
  3: [],
  4: ['CheckboxGroup', 'Select'],
  5: ['TextArea'],
  6: ['CheckboxGroup', 'RadioCards', 'TextArea'],
  7: ['Checkbox'],
  8: [],
}

/** The same for the progress bar above each numbered step but the confirmation (WizardProgress). */
export const PROGRESS_STYLES: readonly DeferredRadix[] = ['Progress']

/**
 * Fetches a step's form, the theme it comes in and the styles it shows, so that reaching the step
 * shows it at once.
 */
export function usePreloadStep(): (step: number) => void {
  const preloadStyles = usePreloadRadixStyles()
  return useCallback(
    (step) => {
      if (!(step in STEP_FORMS)) return
      const numbered = step as keyof typeof STEP_FORMS
      preloadStyles(numbered <= LAST_SAVED_STEP ? [...PROGRESS_STYLES, ...STEP_STYLES[numbered]] : STEP_STYLES[numbered])
      void Promise.all([STEP_FORMS[numbered](), loadKitTheme()]).catch(() => {
        // Offline for now: the step loads (or says so) when it is reached.
      })
    },
    [preloadStyles],
  )
}
