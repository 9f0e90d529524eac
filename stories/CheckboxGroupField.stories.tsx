import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { FormHarness } from './support/FormHarness'
import { CheckboxGroupField } from '../components/ui/fields/CheckboxGroupField'
import { LANGUAGES } from '../src/domain/profile'
import { THEMES } from '../src/domain/themes'

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

const languages = LANGUAGES.map((language) => ({ value: language.value, label: language.label }))

function Languages() {
  return (
    <FormHarness defaultValues={{ languages: [] as string[] }}>
      {(control) => (
        <CheckboxGroupField
          control={control}
          name="languages"
          label="Langues parlées"
          options={languages}
          columns="3"
          phoneColumns="2"
          required
        />
      )}
    </FormHarness>
  )
}

/** Short labels (the languages) sit in two columns on a phone, three from the `sm` breakpoint (768 px). */
export const ColumnsOnAPhone: Story = {
  render: () => <Languages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first, second, third] = [languages[0], languages[1], languages[2]].map((l) =>
      canvas.getByRole('checkbox', { name: l.label }).getBoundingClientRect(),
    )
    await expect(Math.abs(first.top - second.top)).toBeLessThan(2)
    // Stories run at a phone's width (Vitest's browser: 414 px): the third one starts the next row.
    if (window.innerWidth < 768) await expect(third.top).toBeGreaterThan(first.bottom)
    else await expect(Math.abs(third.top - first.top)).toBeLessThan(2)
  },
}

/**
 * Each box is a Tab stop (the WAI-ARIA checkbox pattern); Space checks it and Enter does not (the
 * form is not sent from a checkbox), as with Radix's group whose styles these boxes wear.
 */
export const OnTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const [first, second] = canvas.getAllByRole('checkbox')
    first.focus()
    await userEvent.keyboard(' ')
    await expect(first).toHaveAttribute('aria-checked', 'true')
    await userEvent.tab()
    await expect(second).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(second).toHaveAttribute('aria-checked', 'false')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.keyboard(' ')
    await userEvent.keyboard(' ')
    await expect(second).toHaveAttribute('aria-checked', 'false')
    await expect(first.querySelector('svg')).not.toBeNull()
  },
}
