import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { FormHarness } from './support/FormHarness'
import { SelectField } from '../components/ui/fields/SelectField'
import { CONTACT_SUBJECTS, contactSubjectLabel } from '../src/domain/contact'

const options = CONTACT_SUBJECTS.map((s) => ({ value: s.value, label: contactSubjectLabel(s.value) }))

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ subject: '' }} onSubmit={onSubmit}>
      {(control) => (
        <SelectField
          control={control}
          name="subject"
          label="Sujet de votre demande"
          placeholder="Sélectionnez un sujet"
          options={options}
          required
        />
      )}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/SelectField', component: Demo, args: { onSubmit: fn() } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ChoosesWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('combobox', { name: /Sujet de votre demande/ })
    await expect(trigger).toHaveTextContent('Sélectionnez un sujet')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('option', { name: options[1].label }))
    await expect(trigger).toHaveTextContent(options[1].label)
    await userEvent.click(await canvas.findByRole('button', { name: 'Valider' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ subject: 'info' })
  },
}

/** The open list is never wider than the screen: the long subjects wrap (the contact dialog at 320 px). */
export const FitsTheScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: /Sujet de votre demande/ }))
    const list = (await screen.findByRole('listbox')).getBoundingClientRect()
    await expect(list.left).toBeGreaterThanOrEqual(0)
    await expect(list.right).toBeLessThanOrEqual(document.documentElement.clientWidth)
    await userEvent.click(screen.getByRole('option', { name: options[0].label }))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await expect(canvas.getByRole('combobox', { name: /Sujet de votre demande/ })).toHaveTextContent(options[0].label)
  },
}
