import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'

import { FormHarness } from './support/FormHarness'
import { TextareaField } from '../components/ui/fields/TextareaField'
import { PRESENTATION_MAX, PRESENTATION_MIN } from '../src/domain/limits'

function Demo() {
  return (
    <FormHarness defaultValues={{ presentation: '' }}>
      {(control) => (
        <TextareaField
          control={control}
          name="presentation"
          label="Présentez-vous"
          required
          rows={4}
          maxLength={PRESENTATION_MAX}
          minLength={PRESENTATION_MIN}
          showCounter
        />
      )}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/TextareaField', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const CounterTurnsGreenAt50: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const area = canvas.getByLabelText(/Présentez-vous/)
    await userEvent.type(area, 'x'.repeat(49))
    const counter = canvas.getByText(`49/${PRESENTATION_MAX}`)
    await expect(counter).not.toHaveAttribute('data-reached')
    await userEvent.type(area, 'x')
    await expect(canvas.getByText(`50/${PRESENTATION_MAX}`)).toHaveAttribute('data-reached', 'true')
    await expect(area).toHaveAttribute('maxlength', String(PRESENTATION_MAX))
  },
}
