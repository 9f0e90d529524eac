import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { FormHarness } from './support/FormHarness'
import { RadioCardsField } from '../components/ui/fields/RadioCardsField'
import { WIZARD_TEXTS } from '../src/domain/messages/wizardTexts'
import { PLANS } from '../src/domain/plans'

const options = PLANS.map((p) => ({ value: p.value, label: p.label }))

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ pricingPlan: '' }} onSubmit={onSubmit}>
      {(control) => (
        <RadioCardsField
          control={control}
          name="pricingPlan"
          label="Votre formule"
          options={options}
          columns="3"
          selectedLabel={WIZARD_TEXTS.planSelected}
          required
        />
      )}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/RadioCardsField', component: Demo, args: { onSubmit: fn() } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const PicksOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Premium' }))
    await expect(canvas.getByRole('radio', { name: 'Premium' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ pricingPlan: 'premium' })
  },
}

/** The chosen card says so with a check and a word, not by its colour alone (WCAG 1.4.1). */
export const ShowsTheChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(WIZARD_TEXTS.planSelected)).toBeNull()
    const premium = canvas.getByRole('radio', { name: 'Premium' })
    await userEvent.click(premium)
    await expect(within(premium).getByText(WIZARD_TEXTS.planSelected)).toBeVisible()
    await expect(premium.querySelector('svg')).not.toBeNull()
    const test = canvas.getByRole('radio', { name: /Test/ })
    await userEvent.click(test)
    await expect(test).toBeChecked()
    await expect(within(test).getByText(WIZARD_TEXTS.planSelected)).toBeVisible()
    await expect(within(premium).queryByText(WIZARD_TEXTS.planSelected)).toBeNull()
  },
}
