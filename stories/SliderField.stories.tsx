import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { FormHarness } from './support/FormHarness'
import { SliderField } from '../components/ui/fields/SliderField'
import { PERSONALITY_SLIDERS, SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN } from '../src/domain/personality'

const item = PERSONALITY_SLIDERS[0]

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ [item.id]: SLIDER_DEFAULT }} onSubmit={onSubmit}>
      {(control) => (
        <SliderField
          control={control}
          name={item.id}
          label="Pendant un dîner"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          lowLabel={item.low}
          highLabel={item.high}
        />
      )}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/SliderField', component: Demo, args: { onSubmit: fn() } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const MovesWithArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const slider = canvas.getByRole('slider', { name: 'Pendant un dîner' })
    await expect(slider).toHaveAttribute('aria-valuenow', '5')
    slider.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(slider).toHaveAttribute('aria-valuenow', '7')
    await userEvent.keyboard('{End}')
    await expect(slider).toHaveAttribute('aria-valuenow', '10')
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ [item.id]: 10 })
  },
}

/** The value is written beside the track, and both poles at its ends. */
export const ShowsItsValueAndPoles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(item.low)).toBeVisible()
    await expect(canvas.getByText(item.high)).toBeVisible()
    const value = canvasElement.querySelector<HTMLElement>('.kit-slider__value')!
    await expect(value).toHaveTextContent(`${SLIDER_DEFAULT}/${SLIDER_MAX}`)
    canvas.getByRole('slider').focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(value).toHaveTextContent(`${SLIDER_DEFAULT - 1}/${SLIDER_MAX}`)
    await userEvent.keyboard('{Home}')
    await expect(value).toHaveTextContent(`${SLIDER_MIN}/${SLIDER_MAX}`)
  },
}
