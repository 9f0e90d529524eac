import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import type { PaymentEntry } from '@/domain/api/payments'

import { PaymentHistory } from '../components/site/membership/PaymentHistory'

const invoice = (id: string, number: string) => ({
  invoiceNumber: number,
  receiptUrl: `https://invoice.stripe.example/i/${id}`,
  pdfUrl: `https://invoice.stripe.example/i/${id}/pdf`,
})

/** A member's year: joined on Essentiel, a refused renewal paid on the retry, an upgrade mid-month, a goodwill refund. */
const entries: PaymentEntry[] = [
  {
    id: 're_1',
    kind: 'refund',
    date: '2026-12-20T10:00:00Z',
    label: 'Remboursement',
    amountCents: -500,
    currency: 'eur',
    invoiceNumber: 'CERCLE-0003',
    receiptUrl: 'https://pay.stripe.example/receipts/ch_3',
    pdfUrl: 'https://invoice.stripe.example/i/in_3/pdf',
  },
  {
    id: 'ch_3',
    kind: 'payment',
    date: '2026-12-15T10:00:01Z',
    label: 'Changement de formule (au prorata)',
    amountCents: 2800,
    currency: 'eur',
    ...invoice('in_3', 'CERCLE-0003'),
  },
  {
    id: 'in_3-prorata',
    kind: 'credit',
    date: '2026-12-15T10:00:00Z',
    label: 'Crédit au prorata (temps non utilisé)',
    amountCents: -1150,
    currency: 'eur',
    ...invoice('in_3', 'CERCLE-0003'),
  },
  {
    id: 'ch_2b',
    kind: 'payment',
    date: '2026-12-08T10:00:00Z',
    label: 'Renouvellement de l’adhésion',
    amountCents: 2300,
    currency: 'eur',
    ...invoice('in_2', 'CERCLE-0002'),
  },
  {
    id: 'ch_2a',
    kind: 'failed',
    date: '2026-12-05T10:00:00Z',
    label: 'Paiement refusé',
    amountCents: 2300,
    currency: 'eur',
    ...invoice('in_2', 'CERCLE-0002'),
  },
  {
    id: 'py_1',
    kind: 'pending',
    date: '2026-11-05T10:00:00Z',
    label: 'Prélèvement SEPA en cours',
    amountCents: 2300,
    currency: 'eur',
    invoiceNumber: null,
    receiptUrl: null,
    pdfUrl: null,
  },
]

const meta = {
  title: 'Site/Mon adhésion/Paiements',
  component: PaymentHistory,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  args: { onRetry: fn(), load: { state: 'loading' } },
} satisfies Meta<typeof PaymentHistory>
export default meta
type Story = StoryObj<typeof meta>

/** Every kind of movement, newest first: a refund and a credit below zero, a refused attempt that took nothing. */
export const Movements: Story = {
  args: { load: { state: 'ready', data: { payments: entries, complete: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Mes factures et reçus' })).toBeVisible()
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(6)
    await expect(items[0]).toHaveTextContent(/^20 décembre 2026 · Remboursement · -5 €/)
    await expect(canvas.getByRole('link', { name: /^Voir le reçu du 20 décembre 2026/ })).toHaveAttribute('href', entries[0].receiptUrl)
    await expect(items[2]).toHaveTextContent(/Crédit au prorata \(temps non utilisé\) · -11,50 €/)
    await expect(items[4]).toHaveTextContent(/Paiement refusé · 23 € \(rien n’a été prélevé\)/)
    await expect(items[4]).toHaveTextContent(/Facture n° CERCLE-0002 · Voir la facture du 5 décembre 2026/)
    await expect(canvas.getAllByRole('link', { name: /^Télécharger la facture du 8 décembre 2026 \(PDF\)/ })[0]).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(canvas.getByText(/^Seuls vos paiements les plus récents/)).toBeVisible()
  },
}

/** Nothing paid yet. */
export const Empty: Story = {
  args: { load: { state: 'ready', data: { payments: [], complete: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Aucune facture pour le moment/)).toBeVisible()
  },
}

/** Read from Stripe: a skeleton, announced. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement de vos paiements…')
  },
}

/** Stripe did not answer: why, and « Réessayer ». */
export const Failed: Story = {
  args: { load: { state: 'failed', message: 'Le service de paiement ne répond pas. Veuillez réessayer dans quelques instants.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Le service de paiement ne répond pas/)
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
