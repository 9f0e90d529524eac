import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { APPLICANT } from './support/applicant'
import { expectToast } from './support/toasts'
import { Step1Account } from '../components/registration/steps/Step1Account'
import { Step1Profile } from '../components/registration/steps/Step1Profile'
import { Step2Identity } from '../components/registration/steps/Step2Identity'
import { Step3Address } from '../components/registration/steps/Step3Address'
import { Step4About } from '../components/registration/steps/Step4About'
import { Step5Presentation } from '../components/registration/steps/Step5Presentation'
import { Step6Table } from '../components/registration/steps/Step6Table'
import { Step7Rules } from '../components/registration/steps/Step7Rules'
import { Step8Confirmation } from '../components/registration/steps/Step8Confirmation'
import { VALIDATION } from '../src/domain/messages/validation'
import { defaultPersonalityResponses } from '../src/domain/personality'

/** The wizard's steps (SPEC §2), each with the rules of SPEC §5 it checks before saving. */
function Steps({
  step,
  onSubmit,
  account = APPLICANT,
}: {
  step: number
  onSubmit: (data: unknown) => Promise<void>
  account?: typeof APPLICANT | null
}) {
  const props = { account, pending: false, onSubmit: onSubmit as never }
  switch (step) {
    case 1:
      return account ? <Step1Account {...props} /> : <Step1Profile {...props} />
    case 2:
      return <Step2Identity {...props} />
    case 3:
      return <Step3Address {...props} />
    case 4:
      return <Step4About {...props} />
    case 5:
      return <Step5Presentation {...props} />
    case 6:
      return <Step6Table {...props} />
    case 7:
      return <Step7Rules {...props} />
    default:
      return <Step8Confirmation />
  }
}

const meta = {
  title: 'Registration/Steps',
  component: Steps,
  args: { step: 1, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof Steps>
export default meta
type Story = StoryObj<typeof meta>

export const Step1NewVisitor: Story = {
  args: { step: 1, account: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /S’inscrire/ }))
    await expectToast(VALIDATION.firstNameRequired)
    await expect(canvas.getByLabelText(/^Prénom/)).toHaveFocus()
    await expect(canvas.getByLabelText(/^Prénom/)).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
    // Each theme says what it covers.
    await expect(canvas.getByRole('checkbox', { name: /Culture & Créativité/ })).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Once the form has been sent, each field's message follows what is typed and chosen, without another send. */
export const Step1ErrorsFollowTheFields: Story = {
  args: { step: 1, account: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const firstName = canvas.getByLabelText(/^Prénom/)
    // Nothing is said before the first send.
    await userEvent.type(firstName, 'L')
    await userEvent.clear(firstName)
    await expect(canvas.queryByText(VALIDATION.firstNameRequired)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /S’inscrire/ }))
    await expectToast(VALIDATION.firstNameRequired)
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText(VALIDATION.themesMin)).toBeVisible()
    await userEvent.type(firstName, 'Léa')
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid', 'true'))
    const themes = canvas.getAllByRole('checkbox')
    for (const box of themes.slice(0, 2)) await userEvent.click(box)
    await expect(canvas.getByText(VALIDATION.themesMin)).toBeVisible()
    await userEvent.click(themes[2])
    await waitFor(() => expect(canvas.queryByText(VALIDATION.themesMin)).toBeNull())
    await userEvent.clear(firstName)
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The toast names the problem of the field that takes the focus: the first failing one on the page. */
export const Step1NamesTheFocusedFieldsProblem: Story = {
  args: { step: 1, account: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^Prénom/), 'Léa')
    await userEvent.type(canvas.getByLabelText(/^Nom/), 'Roux')
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'lea@example.com')
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), 'un-mot-de-passe')
    await userEvent.type(canvas.getByLabelText(/^Confirmez le mot de passe/), 'un-autre-mot-de-passe')
    // No theme chosen either: the confirmation comes first on the page, so it is the one named.
    await userEvent.click(canvas.getByRole('button', { name: /S’inscrire/ }))
    await expectToast(VALIDATION.passwordsDiffer)
    await waitFor(() => expect(canvas.getByLabelText(/^Confirmez le mot de passe/)).toHaveFocus())
  },
}

export const Step1ExistingAccount: Story = {
  args: { step: 1, account: { ...APPLICANT, hasPassword: false, registrationStep: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(APPLICANT.email)).toBeVisible()
    await expect(canvas.getByLabelText(/^Prénom/)).toHaveValue('Léa')
    await expect(canvas.queryByLabelText(/^Mot de passe/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }))
    // Step 1's schema is fetched at its first check (lazyZodResolver): the submit follows.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: 'Léa', lastName: 'Roux', themes: APPLICANT.themes }),
        expect.anything(),
      ),
    )
  },
}

export const Step2Identity_: Story = {
  name: 'Step2Identity',
  args: { step: 2, account: { ...APPLICANT, phone: '', identity: null, pricingPlan: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Bonjour Léa, .*environ 5 minutes/)).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /Premium/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }))
    await expectToast(VALIDATION.phoneRequired)
    await expect(canvas.getByLabelText(/^Téléphone/)).toHaveFocus()
  },
}

export const Step3Prefilled: Story = {
  args: { step: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/^Ville/)).toHaveValue('Lyon')
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ address: '3 place Bellecour', postalCode: '69002', city: 'Lyon' }),
      expect.anything(),
    )
  },
}

export const Step4LinkedinMustBeLinkedin: Story = {
  args: { step: 4, account: { ...APPLICANT, company: 'Atelier Nord', currentJob: 'Architecte', languages: ['fr'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/LinkedIn/), 'https://example.com/moi')
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }))
    await expectToast(VALIDATION.linkedinInvalid)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Step5CounterTurnsGreen: Story = {
  args: { step: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByLabelText(/^Présentez-vous/)
    await userEvent.type(field, 'x'.repeat(49))
    await expect(canvas.getByText('49/500')).not.toHaveAttribute('data-reached')
    await userEvent.type(field, 'x')
    await expect(canvas.getByText('50/500')).toHaveAttribute('data-reached', 'true')
    await expect(field).toHaveAttribute('maxlength', '500')
  },
}

export const Step6Defaults: Story = {
  args: { step: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const sliders = canvas.getAllByRole('slider')
    await expect(sliders).toHaveLength(8)
    for (const slider of sliders) await expect(slider).toHaveAttribute('aria-valuenow', '5')
    await expect(canvas.getByText(/uniquement pour adapter le repas/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ personalityResponses: defaultPersonalityResponses() }),
      expect.anything(),
    )
  },
}

export const Step7AsksThePasswordWhenNoneIsSet: Story = {
  args: { step: 7, account: { ...APPLICANT, hasPassword: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Finaliser' }))
    await expectToast(VALIDATION.rulesRequired)
    await userEvent.click(canvas.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Finaliser' }))
    await expectToast(VALIDATION.passwordNeeded)
    await expect(canvas.getByLabelText(/^Mot de passe/)).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Step7WithAPassword: Story = {
  args: { step: 7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByLabelText(/^Mot de passe/)).toBeNull()
    await userEvent.click(canvas.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Finaliser' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ acceptRules: true }), expect.anything())
  },
}

export const Step8Confirmation_: Story = {
  name: 'Step8Confirmation',
  args: { step: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/examine votre candidature/)).toBeVisible()
    await expect(canvas.getByText(/e-mail de confirmation/)).toBeVisible()
    await expect(canvas.getByText(/rejoindre un cercle/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  },
}
