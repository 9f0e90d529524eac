import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { FormHarness } from './support/FormHarness'
import { DateField } from '../components/ui/fields/TextField'

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ birthDate: '' }} onSubmit={onSubmit}>
      {(control) => <DateField control={control} name="birthDate" label="Date de naissance" required />}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/DateField', component: Demo, args: { onSubmit: fn() } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const TypesADate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(/Date de naissance/)
    await expect(input).toHaveAttribute('type', 'date')
    await userEvent.type(input, '1990-05-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ birthDate: '1990-05-01' })
  },
}
