import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { expectToast } from './support/toasts'
import { RegistrationScreen } from '../components/registration/RegistrationScreen'
import { setAnalyticsProvider, type FlagValue } from '../src/client/analytics'
import { DEFAULT_BRAND } from '../src/domain/brand'
import { CONSENT_DATE_KEY, CONSENT_KEY } from '../src/domain/consent'
import { AB_FLAG } from '../src/domain/limits'
import { VALIDATION } from '../src/domain/messages/validation'
import { WIZARD_TEXTS } from '../src/domain/messages/wizardTexts'

/**
 * The form of step 1 for a visitor (SPEC §2 variant wrapper). PostHog lies outside: its place
 * is taken by a provider answering the flag as the story says.
 */
type Args = { flag: FlagValue | 'throws'; capture: (event: string, props: unknown) => void; fromUrl: 'control' | 'test' | null }

function Wrapper({ fromUrl }: Args) {
  return <RegistrationScreen pathname="/inscription" query={fromUrl ? { variant: fromUrl } : {}} brand={DEFAULT_BRAND} />
}

const meta = {
  title: 'Registration/Variant',
  component: Wrapper,
  args: { flag: undefined, capture: fn(), fromUrl: null },
  parameters: { nextjs: { navigation: { pathname: '/inscription' } } },
  beforeEach: ({ args }) => {
    localStorage.setItem(CONSENT_KEY, 'accepted')
    localStorage.setItem(CONSENT_DATE_KEY, new Date().toISOString())
    setAnalyticsProvider({
      capture: args.capture as never,
      getFeatureFlag: (key) => {
        if (args.flag === 'throws') throw new Error('indisponible')
        return key === AB_FLAG ? args.flag : undefined
      },
    })
    return () => {
      setAnalyticsProvider(null)
      localStorage.removeItem(CONSENT_KEY)
      localStorage.removeItem(CONSENT_DATE_KEY)
    }
  },
} satisfies Meta<typeof Wrapper>
export default meta
type Story = StoryObj<typeof meta>

/** The full form once shown (it stays mounted, hidden, while the experiment decides). */
const fullForm = async (canvas: ReturnType<typeof within>) => {
  const field = await canvas.findByLabelText(/^Confirmez le mot de passe/, undefined, { timeout: 4000 })
  await waitFor(() => expect(field).toBeVisible(), { timeout: 4000 })
  return field
}

export const ExperimentShowsTheSimplifiedForm: Story = {
  args: { flag: 'test' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Sélectionnés : 0/8 (minimum 3 requis)')).toBeVisible()
    await expect(canvas.queryByLabelText(/^Mot de passe/)).toBeNull()
    await expect(args.capture).toHaveBeenCalledWith('ab_test_exposure', { variant: 'test' })
    await userEvent.click(canvas.getByRole('checkbox', { name: /Culture & Créativité/ }))
    await expect(canvas.getByText('Sélectionnés : 1/8 (minimum 3 requis)')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /S’inscrire/ }))
    await expectToast(VALIDATION.simplifiedRequired)
  },
}

export const ExperimentShowsTheFullForm: Story = {
  args: { flag: 'control' },
  play: async ({ canvasElement, args }) => {
    await expect(await fullForm(within(canvasElement))).toBeVisible()
    await expect(args.capture).toHaveBeenCalledWith('ab_test_exposure', { variant: 'control' })
  },
}

export const FlagStillLoadingShowsTheLoadingScreenThenTheFullForm: Story = {
  args: { flag: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(WIZARD_TEXTS.variantLoading)
    await expect(await fullForm(canvas)).toBeVisible()
    await waitFor(() => expect(canvas.queryByText(WIZARD_TEXTS.variantLoading)).toBeNull())
    await expect(args.capture).not.toHaveBeenCalled()
  },
}

export const FailingFlagGivesTheFullForm: Story = {
  args: { flag: 'throws' },
  play: async ({ canvasElement, args }) => {
    await expect(await fullForm(within(canvasElement))).toBeVisible()
    await expect(args.capture).not.toHaveBeenCalled()
  },
}

export const UrlVariantOverridesTheExperiment: Story = {
  args: { flag: 'control', fromUrl: 'test' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Sélectionnés : 0/8 (minimum 3 requis)')).toBeVisible()
    await expect(args.capture).not.toHaveBeenCalled()
  },
}
