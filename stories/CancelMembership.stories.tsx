import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import type { CancellationPreview } from '@/domain/billing/cancellationTexts'

import { activeMembership } from './support/membership'
import { CancelMembership } from '../components/site/membership/CancelMembership'

const active = activeMembership

const preview: CancellationPreview = {
  cancelling: false,
  effectiveDate: '2027-01-05T10:00:00Z',
  minimumApplies: true,
  minimumMonths: 2,
  dinnersAfter: [{ title: 'Que reste-t-il du débat public ?', startsAt: '2027-01-21T19:00:00Z' }],
  retentionOffer: null,
}

const actions = {
  preview: fn(async () => preview),
  confirm: fn(async () => ({ ...preview, cancelling: true })),
  undo: fn(async () => undefined),
  answerRetention: fn(async () => null),
  onChanged: fn(),
  onError: fn(),
}

const meta = {
  title: 'Site/Mon adhésion/Résilier',
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Two clicks: « Résilier mon adhésion » says the date and the dinners lost, « Confirmer la résiliation » confirms. */
export const Cancel: Story = {
  render: () => <CancelMembership membership={active} actions={actions} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Résilier mon adhésion' }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    const effective = await dialog.findByText(/^Votre adhésion prendra fin le 5 janvier 2027/)
    // The dialog fades in: visible once its opening animation is over.
    await waitFor(() => expect(effective).toBeVisible())
    await expect(dialog.getByText(/engagement minimum de 2 mois/)).toBeVisible()
    await expect(dialog.getByText(/Que reste-t-il du débat public/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer la résiliation' }))
    await expect(actions.confirm).toHaveBeenCalledTimes(1)
    await expect(await dialog.findByText(/^Votre adhésion est résiliée/)).toBeVisible()
  },
}

/** Cancelled: the member may undo it until the date. */
export const Cancelling: Story = {
  render: () => (
    <CancelMembership
      membership={{ ...active, status: 'cancelling', nextChargeAt: null, cancelAt: preview.effectiveDate }}
      actions={actions}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler la résiliation' }))
    await expect(actions.undo).toHaveBeenCalled()
    await expect(await canvas.findByText(/^La résiliation est annulée/)).toBeVisible()
  },
}
