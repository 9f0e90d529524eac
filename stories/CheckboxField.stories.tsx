import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { FormHarness } from './support/FormHarness'
import { CheckboxField } from '../components/ui/fields/CheckboxField'

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ acceptRules: false }} onSubmit={onSubmit}>
      {(control) => (
        <CheckboxField control={control} name="acceptRules" label="J’accepte le manifeste et les règles de la communauté" required />
      )}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/CheckboxField', component: Demo, args: { onSubmit: fn() } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ChecksWithSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('checkbox', { name: /J’accepte le manifeste/ })
    box.focus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ acceptRules: true })
  },
}
