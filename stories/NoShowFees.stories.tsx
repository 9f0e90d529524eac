import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { NO_SHOW_FEE_DEFAULTS, noShowFeeNotice, type NoShowFeeView } from '@/domain/noShowFees'

import { DinnerFees } from '../components/admin/dinners/attendance/DinnerFees'
import { NoShowFees } from '../components/site/membership/NoShowFees'

const notice = noShowFeeNotice({ ...NO_SHOW_FEE_DEFAULTS, amountCents: 1500 }, 12)

const fee = (bookingId: number, status: NoShowFeeView['status'], dinnerTitle: string): NoShowFeeView => ({
  bookingId,
  dinnerId: bookingId,
  dinnerTitle,
  startsAt: '2026-11-12T19:30:00Z',
  member: 'Jeanne Martin',
  amountCents: 1500,
  status,
  at: '2026-11-27T10:00:00Z',
})

/** A member's year of absences: the first waived, one charged, one refunded after the team took it back. */
const fees = [
  fee(3, 'refunded', 'Que reste-t-il du débat public ?'),
  fee(2, 'charged', 'L’Europe face aux nouveaux empires'),
  fee(1, 'waived', 'Le goût du risque'),
]

const meta = {
  title: 'Site/Mon adhésion/Frais d’absence',
  component: NoShowFees,
  args: { notice, fees, offered: false },
} satisfies Meta<typeof NoShowFees>

export default meta
type Story = StoryObj<typeof meta>

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Testing Library reads every space as a plain one (its default normalizer): the no-break spaces
    // of the French text are checked by the typography tests, not here.
    await expect(canvas.getByText(/^Frais d’absence : en cas d’absence sans prévenir, 15 €/)).toBeVisible()
    await expect(canvas.getByText('La marque d’absence a été retirée : les frais vous sont remboursés.')).toBeVisible()
  },
}

/** An offered membership: no payment method with us, nothing is ever charged, and the space says so. */
export const Offered: Story = { args: { fees: [fee(4, 'not_charged', 'Le goût du risque')], offered: true } }

/** The team's view on a held dinner's page. */
export const TeamPerDinner: Story = {
  render: () => (
    <DinnerFees fees={[fee(2, 'charged', 'L’Europe face aux nouveaux empires'), { ...fee(5, 'waived', ''), member: 'Paul Durand' }]} />
  ),
}
