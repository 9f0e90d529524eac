import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { CheckboxGroupField } from '../components/ui/fields/CheckboxGroupField'
import { THEMES } from '../src/domain/themes'
import { FormHarness } from './support/FormHarness'

const options = THEMES.map((t) => ({ value: t.id, label: t.title }))

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ themes: [] as string[] }} onSubmit={onSubmit}>
      {(control) => <CheckboxGroupField control={control} name="themes" label="Thématiques" options={options} columns="2" required />}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/CheckboxGroupField', component: Demo, args: { onSubmit: fn() } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ChecksSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: /Thématiques/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Économie & Travail' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sport & Société' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ themes: ['economy-work', 'sport-society'] })
  },
}
