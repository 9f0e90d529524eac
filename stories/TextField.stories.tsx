import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { z } from 'zod'

import { FormHarness } from './support/FormHarness'
import { TextField } from '../components/ui/fields/TextField'
import { emailField, passwordField, requiredText } from '../src/domain/fields'
import { VALIDATION } from '../src/domain/messages/validation'

const schema = z.object({
  name: requiredText(VALIDATION.firstNameRequired),
  email: emailField(),
  password: passwordField,
})

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <FormHarness defaultValues={{ name: '', email: '', password: '' }} schema={schema} onSubmit={onSubmit}>
      {(control) => (
        <>
          <TextField control={control} name="name" label="Prénom" required autoComplete="given-name" />
          <TextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
          <TextField
            control={control}
            name="password"
            label="Mot de passe"
            type="password"
            required
            autoComplete="new-password"
            hint="8 caractères au moins."
          />
        </>
      )}
    </FormHarness>
  )
}

const meta = { title: 'Kit/Fields/TextField', component: Demo, args: { onSubmit: fn() } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ShowsTheFrenchErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(await canvas.findByText(VALIDATION.firstNameRequired)).toBeVisible()
    await expect(canvas.getByLabelText(/Prénom/)).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const AcceptsPasteAndSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Prénom/), 'Camille')
    await userEvent.type(canvas.getByLabelText(/Email/), 'camille@example.com')
    await userEvent.click(canvas.getByLabelText(/Mot de passe/))
    await userEvent.paste('un mot de passe collé')
    await expect(canvas.getByLabelText(/Mot de passe/)).toHaveAccessibleDescription('8 caractères au moins.')
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Camille', email: 'camille@example.com', password: 'un mot de passe collé' })
  },
}
