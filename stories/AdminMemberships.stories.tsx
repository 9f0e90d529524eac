import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { previousMonth } from '../components/admin/memberships/AccountingExportPanel'
import { MembershipsDashboard } from '../components/admin/memberships/MembershipsDashboard'
import type { TeamMembershipRow, TeamMemberships } from '../src/domain/api/membership'

const member = (memberId: number, name: string, more: Partial<TeamMembershipRow>): TeamMembershipRow => ({
  memberId,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@exemple.fr`,
  status: 'active',
  plan: 'premium',
  interval: 'month',
  rate: 'founder',
  amountCents: 7900,
  currency: 'eur',
  statusSince: '2026-11-02T09:00:00.000Z',
  nextChargeAt: '2027-01-02T09:00:00.000Z',
  lastPaymentAt: '2026-12-02T09:00:00.000Z',
  lastPaymentCents: 7900,
  approvedBeforeBilling: false,
  graceUntil: null,
  offeredReason: null,
  pausedUntil: null,
  paymentFailedAt: null,
  paymentGraceUntil: null,
  invitedAt: null,
  ...more,
})

const ANSWER: TeamMemberships = {
  docs: [
    member(1, 'Camille Arnaud', {}),
    member(2, 'Jean-Baptiste de La Rochefoucauld-Montbel', {
      status: 'to_activate',
      plan: 'essential',
      amountCents: 2300,
      lastPaymentAt: null,
      lastPaymentCents: null,
    }),
    // A renewal failed a fortnight ago: past the grace, « Suspendue ».
    member(3, 'Inès Benali', {
      status: 'past_due',
      plan: 'essential',
      amountCents: 2300,
      lastPaymentCents: 2300,
      paymentFailedAt: '2026-11-20T09:00:00.000Z',
      paymentGraceUntil: '2026-11-27T09:00:00.000Z',
    }),
    member(4, 'Louis Perrin', {
      status: 'offered',
      offeredReason: 'Intervenant du dîner de décembre',
      lastPaymentAt: null,
      lastPaymentCents: null,
    }),
  ],
  totalDocs: 4,
  page: 1,
  totalPages: 1,
  limit: 50,
  billing: true,
  totals: {
    mrrCents: 10200,
    counts: { to_activate: 1, active: 1, past_due: 1, paused: 0, cancelling: 0, ended: 0, offered: 1 },
    suspended: 1,
  },
}

const meta = {
  title: 'Admin/Memberships',
  component: MembershipsDashboard,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
  args: { initial: { url: '/api/admin/memberships', answer: ANSWER } },
} satisfies Meta<typeof MembershipsDashboard>
export default meta
type Story = StoryObj<typeof meta>

/** Billing on: the revenue and counters, every member, the export and the invitation. */
export const BillingOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^102\s€ TTC$/)).toBeVisible()
    await expect(canvas.getByRole('cell', { name: /Paiement en échec/ })).toBeVisible()
    // Past the grace after a failed renewal: suspended, with the failure's age, and counted.
    await expect(canvas.getByRole('cell', { name: /Suspendue échec depuis le 20 novembre 2026/ })).toBeVisible()
    await expect(canvas.getByText('dont 1 suspendue, délai de grâce passé')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Exporter en CSV (comptabilité)' })).toHaveAttribute(
      'href',
      '/api/admin/exports/memberships.csv',
    )
    await expect(canvas.getByRole('button', { name: 'Inviter les membres approuvés avant les adhésions' })).toBeEnabled()
    await expect(canvas.queryByText('Paiements désactivés')).toBeNull()
    // The accountant's month: last month by default, asked of the export route by the form itself.
    await expect(canvas.getByRole('heading', { name: 'Exporter la comptabilité du mois' })).toBeVisible()
    await expect(canvas.getByLabelText('Mois')).toHaveValue(previousMonth())
    await expect(canvas.getByRole('button', { name: 'Exporter (CSV)' }).closest('form')).toHaveAttribute(
      'action',
      '/api/admin/exports/accounting.csv',
    )
    // An offered membership has nothing left to offer.
    await expect(canvas.queryByRole('button', { name: /Offrir l’adhésion \(Louis Perrin\)/ })).toBeNull()
  },
}

/** Billing off: said first; the team can still offer, and there is nobody to invite to pay. */
export const BillingOff: Story = {
  args: { initial: { url: '/api/admin/memberships', answer: { ...ANSWER, billing: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Paiements désactivés')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Inviter/ })).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'Exporter la comptabilité du mois' })).toBeNull()
  },
}

/** « Offrir l’adhésion »: the reason is required, in French, before anything is sent. */
export const OfferNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Offrir l’adhésion \(Camille Arnaud\)/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Offrir l’adhésion à Camille Arnaud' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Offrir' }))
    await expect(await dialog.findByText('Indiquez pourquoi l’adhésion est offerte (1 à 500 caractères).')).toBeVisible()
    await expect(dialog.getByLabelText('Raison')).toHaveAttribute('aria-invalid', 'true')
  },
}
