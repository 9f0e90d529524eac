import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { FormHarness } from './support/FormHarness'
import { SwitchField } from '../components/ui/fields/SwitchField'

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ newsletter: false }} onSubmit={onSubmit}>
      {(control) => <SwitchField control={control} name="newsletter" label="Recevoir la newsletter" />}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/SwitchField', component: Demo, args: { onSubmit: fn() } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const TogglesWithSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('switch', { name: 'Recevoir la newsletter' })
    toggle.focus()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ newsletter: true })
  },
}
