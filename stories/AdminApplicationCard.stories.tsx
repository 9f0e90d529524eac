import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { APPLICATION, APPROVED, UNFINISHED } from './support/application'
import { ApplicationCard } from '../components/admin/review/ApplicationCard'

const meta = {
  title: 'Admin/ApplicationCard',
  component: ApplicationCard,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
  args: { record: APPLICATION, onDetails: fn() },
} satisfies Meta<typeof ApplicationCard>
export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {
  args: { selection: { selected: false, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Camille Durand' })
    const facts = within(card)
    await expect(facts.getByText('Médias & Communication')).toBeVisible()
    await expect(facts.getByText('Radio Lyon')).toBeVisible()
    await expect(facts.getByText('Lyon')).toBeVisible()
    await expect(facts.getByText('20 novembre 2026')).toBeVisible()
    await expect(facts.getByText('En attente')).toBeVisible()
    await expect(facts.getByText('Adresse e-mail confirmée')).toBeVisible()
    await userEvent.click(facts.getByRole('checkbox', { name: 'Sélectionner Camille Durand' }))
    await expect(args.selection?.onToggle).toHaveBeenCalledWith(7)
    await userEvent.click(facts.getByRole('button', { name: /^Voir détails/ }))
    await expect(args.onDetails).toHaveBeenCalledWith(APPLICATION)
  },
}

export const ApprovedWithReviewer: Story = {
  args: { record: APPROVED },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('Approuvée')).toBeVisible()
    await expect(card.getByText('Décidée par Équipe Admin le 21 novembre 2026')).toBeVisible()
    await expect(card.queryByRole('checkbox')).toBeNull()
  },
}

export const Unfinished: Story = {
  args: { record: UNFINISHED },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('Inscription en cours')).toBeVisible()
    await expect(card.getByText('Étape 4 sur 8')).toBeVisible()
  },
}

export const AddressNotConfirmed: Story = {
  args: { record: { ...APPLICATION, emailVerified: false, emailVerifiedAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Adresse e-mail non confirmée')).toBeVisible()
  },
}
