import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import type { PaymentHistory } from '@/domain/api/payments'
import type { MembershipView } from '@/domain/billing/membershipStates'
import type { Offer } from '@/domain/billing/offers'

import { activeMembership } from './support/membership'
import { BookingRefusal } from '../components/site/membership/BookingRefusal'
import { MembershipDetails } from '../components/site/membership/MembershipDetails'
import { MembershipSummary } from '../components/site/membership/MembershipSummary'
import { PaymentConfirming } from '../components/site/membership/PaymentConfirming'
import { PaymentMethodButton } from '../components/site/membership/PaymentMethodButton'

const active = activeMembership
const toActivate: MembershipView = { ...active, status: 'to_activate', nextChargeAt: null, lastPaymentAt: null, lastPaymentCents: null }

const offers: Offer[] = [
  { plan: 'premium', interval: 'month', rate: 'founder', amountCents: 7900 },
  { plan: 'premium', interval: 'year', rate: 'founder', amountCents: 79000 },
  { plan: 'premium', interval: 'month', rate: 'under27', amountCents: 4900 },
]

const history: PaymentHistory = {
  complete: true,
  payments: [
    {
      id: 'ch_2',
      kind: 'payment',
      date: '2026-12-05T10:00:00Z',
      label: 'Renouvellement de l’adhésion',
      amountCents: 7900,
      currency: 'eur',
      invoiceNumber: 'CERCLE-0002',
      receiptUrl: 'https://invoice.stripe.example/i/in_2',
      pdfUrl: 'https://invoice.stripe.example/i/in_2/pdf',
    },
  ],
}
const payments = { load: { state: 'ready' as const, data: history }, onRetry: fn() }

const actions = { onChoose: fn(async () => undefined), onManage: fn(async () => undefined), onError: fn() }

const meta = {
  title: 'Site/Mon adhésion',
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Paid and current: plan at its price TTC, next charge, last payment, the portal and the payments. */
export const Active: Story = {
  render: () => <MembershipDetails membership={active} offers={[]} commitmentMonths={2} payments={payments} actions={actions} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Active')).toBeVisible()
    await expect(canvas.getByText('Premium · 79 € par mois TTC')).toBeVisible()
    await expect(canvas.getByText('Prochain prélèvement : 79 € le 5 janvier 2027')).toBeVisible()
    await expect(canvas.getByText('Dernier paiement : 79 € le 5 décembre 2026')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Voir la facture du 5 décembre 2026/ })).toHaveAttribute(
      'href',
      history.payments[0].receiptUrl,
    )
    await expect(canvas.getByRole('link', { name: /^Télécharger la facture du 5 décembre 2026 \(PDF\)/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Gérer mon paiement' }))
    await expect(actions.onManage).toHaveBeenCalledTimes(1)
  },
}

/** Approved, nothing paid: the offers (under 27 only when the server offers it), the 2-month minimum, then Stripe. */
export const ToActivate: Story = {
  render: () => (
    <MembershipDetails
      membership={toActivate}
      offers={offers}
      commitmentMonths={2}
      payments={{ ...payments, load: { state: 'ready', data: { payments: [], complete: true } } }}
      actions={actions}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Adhésion à activer')).toBeVisible()
    await expect(canvas.getByText(/^Engagement minimum de 2 mois/)).toBeVisible()
    await expect(canvas.getByText(/^Aucune facture pour le moment/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Gérer mon paiement' })).toBeNull()
    await userEvent.click(canvas.getByRole('radio', { name: /Tarif moins de 27 ans/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer vers le paiement' }))
    await expect(actions.onChoose).toHaveBeenCalledWith(offers[2])
  },
}

/** A renewal failed: said in red, with the portal to change the card. */
export const PastDue: Story = {
  render: () => (
    <MembershipDetails
      membership={{ ...active, status: 'past_due', paymentFailedAt: '2026-11-05T10:00:00Z', paymentGraceUntil: '2026-11-12T10:00:00Z' }}
      offers={[]}
      commitmentMonths={2}
      payments={{
        ...payments,
        load: {
          state: 'ready',
          data: { complete: true, payments: [{ ...history.payments[0], kind: 'failed', label: 'Paiement refusé' }] },
        },
      }}
      actions={actions}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Paiement en échec')).toBeVisible()
    // The grace ended (7 days after the failure): bookings stopped, seats held kept.
    await expect(canvas.getByText(/^Votre adhésion est suspendue depuis le 12 novembre 2026/)).toBeVisible()
    await expect(canvas.getByText(/Paiement refusé · 79 € \(rien n’a été prélevé\)$/)).toBeVisible()
  },
}

/** Cancelled at the end of the period: until when it runs, and no next charge. */
export const Cancelling: Story = {
  render: () => (
    <MembershipDetails
      membership={{ ...active, status: 'cancelling' }}
      offers={[]}
      commitmentMonths={2}
      payments={payments}
      actions={actions}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Votre adhésion est résiliée : elle reste active jusqu’au 5 janvier 2027.')).toBeVisible()
    await expect(canvas.queryByText(/^Prochain prélèvement/)).toBeNull()
  },
}

/** « Mon adhésion » in the space, for a member who must activate it first. */
export const SummaryToActivate: Story = {
  render: () => <MembershipSummary membership={{ ...toActivate, approvedBeforeBilling: true, graceUntil: '2027-01-31T23:00:00Z' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Activer mon adhésion' })).toHaveAttribute('href', '/status/adhesion')
    await expect(canvas.getByText('Vous pouvez réserver jusqu’au 1 février 2027 sans avoir activé votre adhésion.')).toBeVisible()
  },
}

/** Back from Stripe, before the webhook: it waits, then says so and offers to check again. */
export const Confirming: Story = {
  render: () => <PaymentConfirming slow={false} onCheck={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Paiement en cours de confirmation' })).toBeVisible()
  },
}

const onCheck = fn()
export const ConfirmingSlowly: Story = {
  render: () => <PaymentConfirming slow onCheck={onCheck} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vérifier de nouveau' }))
    await expect(onCheck).toHaveBeenCalledTimes(1)
  },
}

/** A booking refused for want of an active membership: the server's reason and the way to activate. */
export const Refusal: Story = {
  render: () => <BookingRefusal message="Activez votre adhésion pour réserver ce dîner." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Activez votre adhésion pour réserver ce dîner.')
    await expect(canvas.getByRole('link', { name: 'Activer mon adhésion' })).toHaveAttribute('href', '/status/adhesion')
  },
}

/** The failed-payment mail's page: what the button does, before it opens Stripe's page on the payment method. */
export const PaymentMethodLink: Story = {
  render: () => <PaymentMethodButton token="7-1800000000-signature" open={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/n’a pas pu être prélevé/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Mettre à jour mon moyen de paiement' })).toBeEnabled()
  },
}
