import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import type { CancellationPreview } from '@/domain/billing/cancellationTexts'
import type { RetentionAccepted } from '@/domain/billing/retentionTexts'

import { activeMembership } from './support/membership'
import { CancelMembership } from '../components/site/membership/CancelMembership'

const preview: CancellationPreview = {
  cancelling: false,
  effectiveDate: '2027-01-05T10:00:00Z',
  minimumApplies: false,
  minimumMonths: 2,
  dinnersAfter: [],
  retentionOffer: { kind: 'discount', percent: 50 },
}

const actionsAnswering = (accepted: RetentionAccepted | null) => ({
  preview: fn(async () => preview),
  confirm: fn(async () => ({ ...preview, cancelling: true, retentionOffer: null })),
  undo: fn(async () => undefined),
  answerRetention: fn(async () => accepted),
  onChanged: fn(),
  onError: fn(),
})

const declining = actionsAnswering(null)

const meta = {
  title: 'Site/Mon adhésion/Résilier, offre avant de partir',
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The team's offer comes first, once a year; « Non merci » (one click) goes on to the date and the confirmation. */
export const Declined: Story = {
  render: () => <CancelMembership membership={activeMembership} actions={declining} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Résilier mon adhésion' }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    const offer = await dialog.findByText(/^Restez avec nous\s: votre prochain mois est à 50\s% de réduction/)
    await waitFor(() => expect(offer).toBeVisible())
    await expect(dialog.queryByRole('button', { name: 'Confirmer la résiliation' })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: 'Non merci, continuer la résiliation' }))
    await expect(declining.answerRetention).toHaveBeenCalledWith('decline')
    await expect(await dialog.findByText(/^Votre adhésion prendra fin le 5 janvier 2027/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer la résiliation' }))
    await expect(await dialog.findByText(/^Votre adhésion est résiliée/)).toBeVisible()
  },
}

const refusing = {
  ...actionsAnswering(null),
  answerRetention: fn(async (): Promise<RetentionAccepted | null> => {
    throw new Error('Cette offre a déjà reçu votre réponse.')
  }),
}

/** « Non merci » refused by the server (answered in another tab): the cancellation still goes on. */
export const DeclineRefused: Story = {
  render: () => <CancelMembership membership={activeMembership} actions={refusing} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Résilier mon adhésion' }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await userEvent.click(await dialog.findByRole('button', { name: 'Non merci, continuer la résiliation' }))
    await expect(refusing.answerRetention).toHaveBeenCalledWith('decline')
    // The refusal answers at once, while the dialog may still be fading in.
    const confirm = await dialog.findByRole('button', { name: 'Confirmer la résiliation' })
    await waitFor(() => expect(confirm).toBeVisible())
  },
}

/** Accepted: the membership goes on with its reduced month; nothing is cancelled. */
export const Accepted: Story = {
  render: () => (
    <CancelMembership
      membership={activeMembership}
      actions={actionsAnswering({ offer: { kind: 'discount', percent: 50 }, pausedUntil: null })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Résilier mon adhésion' }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    const accept = await dialog.findByRole('button', { name: 'Profiter de la réduction' })
    await waitFor(() => expect(accept).toBeVisible())
    await userEvent.click(accept)
    await expect(await dialog.findByText(/^C’est fait\s: votre prochain mois est à 50\s% de réduction/)).toBeVisible()
    await expect(dialog.queryByRole('button', { name: 'Confirmer la résiliation' })).toBeNull()
  },
}
