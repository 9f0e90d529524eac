import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { RadioCardsField } from '../components/ui/fields/RadioCardsField'
import { PLANS } from '../src/domain/plans'
import { FormHarness } from './support/FormHarness'

const options = PLANS.map((p) => ({ value: p.value, label: p.label }))

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ pricingPlan: '' }} onSubmit={onSubmit}>
      {(control) => <RadioCardsField control={control} name="pricingPlan" label="Votre formule" options={options} columns="3" required />}
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
