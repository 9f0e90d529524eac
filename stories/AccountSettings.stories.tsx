import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'

import { AccountSettings } from '../components/site/account/AccountSettings'

/** "Mon compte" on /status: a new address or password, always with the current password. */
const meta = {
  title: 'Account/AccountSettings',
  component: AccountSettings,
  args: { hasPassword: true },
  parameters: { nextjs: { appDirectory: true } },
} satisfies Meta<typeof AccountSettings>
export default meta
type Story = StoryObj<typeof meta>

export const WithPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible()
    const email = within(page.getByRole('form', { name: 'Changer d’adresse e-mail' }))
    await userEvent.click(email.getByRole('button', { name: 'Changer d’adresse' }))
    await expect(email.getByText('Le mot de passe actuel est obligatoire.')).toBeVisible()
    await userEvent.type(email.getByLabelText(/Nouvelle adresse e-mail/), 'pas-une-adresse')
    await userEvent.click(email.getByRole('button', { name: 'Changer d’adresse' }))
    await expect(email.getByText('Veuillez saisir une adresse email valide.')).toBeVisible()

    const password = within(page.getByRole('form', { name: 'Changer de mot de passe' }))
    await userEvent.type(password.getByLabelText(/Mot de passe actuel/), 'ancien-secret')
    await userEvent.type(password.getByLabelText(/^Nouveau mot de passe/), 'nouveau-secret')
    await userEvent.type(password.getByLabelText(/^Confirmez/), 'autre-chose')
    await userEvent.click(password.getByRole('button', { name: 'Changer de mot de passe' }))
    await expect(password.getByText('Les mots de passe ne correspondent pas.')).toBeVisible()
  },
}

export const WithoutPasswordYet: Story = {
  args: { hasPassword: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(/n’a pas encore de mot de passe/)).toBeVisible()
    await expect(page.queryByRole('form')).toBeNull()
  },
}
