import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { EmailConfirmation } from '../components/site/account/EmailConfirmation'
import { EmailStatus } from '../components/site/account/EmailStatus'
import { KitTheme } from '../components/ui/KitTheme'

/** On /status: what the applicant still has to confirm, with a new link on demand. */
const meta = {
  title: 'Account/EmailStatus',
  component: EmailStatus,
  args: { email: 'camille@example.com', pendingEmail: null, verified: false },
} satisfies Meta<typeof EmailStatus>
export default meta
type Story = StoryObj<typeof meta>

export const AddressToConfirm: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByRole('heading', { name: 'Adresse e-mail à confirmer' })).toBeVisible()
    await expect(card.getByText('camille@example.com')).toBeVisible()
    await expect(card.getByText(/Votre inscription n’attend pas cette confirmation/)).toBeVisible()
    await expect(card.getByRole('button', { name: 'Renvoyer le lien' })).toBeEnabled()
  },
}

export const NewAddressToConfirm: Story = {
  args: { verified: true, pendingEmail: 'camille.nouvelle@example.com' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByRole('heading', { name: 'Nouvelle adresse à confirmer' })).toBeVisible()
    await expect(card.getByText('camille.nouvelle@example.com')).toBeVisible()
    await expect(card.getByText(/remplacera/)).toBeVisible()
  },
}

export const Confirmed: Story = {
  args: { verified: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
  },
}

/** The page an e-mailed link opens, when the link carries no token. */
export const LinkWithoutToken: Story = {
  render: () => (
    <KitTheme>
      <EmailConfirmation token="" />
    </KitTheme>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Confirmation impossible' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Ce lien de confirmation est invalide, a déjà servi ou a expiré. Demandez-en un nouveau depuis votre espace.',
    )
    await expect(page.getByRole('link', { name: 'Aller à mon espace' })).toHaveAttribute('href', '/status')
  },
}

/** A signed-in holder confirms with a click: opening the link alone confirms nothing. */
export const LinkToConfirm: Story = {
  render: () => (
    <KitTheme>
      <EmailConfirmation token="un-jeton-de-confirmation-valable" />
    </KitTheme>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Confirmez que cette adresse e-mail est bien la vôtre.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirmer mon adresse' })).toBeEnabled()
  },
}
