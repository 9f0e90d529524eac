import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import type { MemberBooking, PublicDinner } from '@/domain/api/dinners'

import { BookingCard } from '../components/site/dinners/BookingCard'
import { CancelledHistory } from '../components/site/dinners/CancelledHistory'
import { DinnerCard } from '../components/site/dinners/DinnerCard'

const DAY = 86_400_000

const dinner: PublicDinner = {
  id: 1,
  title: 'L’Europe face aux nouveaux empires',
  theme: 'world-geopolitics',
  startsAt: new Date(Date.now() + 9 * DAY).toISOString(),
  city: 'Paris',
  speakers: [{ name: 'Hélène Carrère', role: 'journalist', bio: 'Correspondante à Bruxelles pendant dix ans.' }],
  seats: 24,
  seatsLeft: 9,
}

const meta = {
  title: 'Site/Dinner card',
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** What anyone reads of a dinner: theme, date, city, speakers, seats left, never a venue. */
export const Public: Story = {
  render: () => <DinnerCard dinner={dinner} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: dinner.title })).toBeVisible()
    await expect(canvas.getByText('Monde & Géopolitique')).toBeVisible()
    await expect(canvas.getByText(/· Paris$/)).toBeVisible()
    await expect(canvas.getByText('Hélène Carrère')).toBeVisible()
    await expect(canvas.getByText('9 places restantes')).toBeVisible()
  },
}

export const Full: Story = {
  render: () => <DinnerCard dinner={{ ...dinner, seatsLeft: 0 }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Complet')).toBeVisible()
  },
}

const booking: MemberBooking = {
  dinner,
  status: 'booked',
  dinnerCancelled: false,
  position: null,
  plusOne: false,
  guest: null,
  tableNumber: null,
  venue: null,
  tablemates: [],
  reminderAsked: false,
  feedback: null,
  leftWaitlist: false,
}
const onCancel = fn()

/** A member's booking before the tables: the venue comes later; cancelling asks once more. */
export const Booked: Story = {
  render: () => <BookingCard booking={booking} pending={false} onCancel={onCancel} onAnswer={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Place réservée')).toBeVisible()
    await expect(canvas.getByText('Le lieu vous sera communiqué une fois les tables composées.')).toBeVisible()
    await expect(canvas.getByText(/^Annulation possible jusqu’au /)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler ma réservation' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Annuler votre réservation\u00a0?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }))
    await expect(onCancel).toHaveBeenCalledTimes(1)
  },
}

/** Once the tables are confirmed: the venue and the table number. */
export const Seated: Story = {
  render: () => (
    <BookingCard
      booking={{
        ...booking,
        plusOne: true,
        guest: { firstName: 'Hélène', dietaryNeeds: 'Sans gluten' },
        tableNumber: 2,
        venue: { name: 'Le Salon des Arcades', address: '18 rue de Rivoli, 75004 Paris' },
        tablemates: ['Claire, Médias & communication', 'Un·e convive, Finance & banque'],
      }}
      pending={false}
      onCancel={fn()}
      onAnswer={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Place réservée, avec Hélène')).toBeVisible()
    await expect(canvas.getByText('Besoins alimentaires de votre invité : Sans gluten')).toBeVisible()
    await expect(canvas.getByText(/Le Salon des Arcades, 18 rue de Rivoli, 75004 Paris/)).toBeVisible()
    await expect(canvas.getByText('Table 2')).toBeVisible()
    await expect(canvas.getByText(/À votre table : Claire, Médias & communication ; Un·e convive/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Voir sur la carte\s: Le Salon des Arcades \(OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/search\?query=/),
    )
    await expect(canvas.getByRole('link', { name: /^Google Agenda\s: ajouter ce dîner$/ })).toHaveAttribute(
      'href',
      expect.stringContaining('calendar.google.com/calendar/render?action=TEMPLATE'),
    )
    await expect(canvas.getByRole('link', { name: 'Apple / iCal' })).toHaveAttribute('href', '/api/me/dinners/1/calendar')
  },
}

const onAnswer = fn()
const onBook = fn()

/** The 72-hour reminder waits for an answer: « Je viens » at once, « Je me désiste » asked once more. */
export const ReminderAsked: Story = {
  render: () => <BookingCard booking={{ ...booking, reminderAsked: true }} pending={false} onCancel={fn()} onAnswer={onAnswer} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^Vous venez toujours\s\? Dites-le-nous avant le /)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Je viens' }))
    await expect(onAnswer).toHaveBeenCalledWith('come')
  },
}

/** On the waitlist, and too late to cancel (less than 48 hours before). */
export const WaitlistedTooLate: Story = {
  render: () => (
    <BookingCard
      booking={{
        ...booking,
        status: 'waitlisted',
        position: 3,
        dinner: { ...dinner, seatsLeft: 0, startsAt: new Date(Date.now() + DAY).toISOString() },
      }}
      pending={false}
      onCancel={fn()}
      onAnswer={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Liste d’attente, position 3')).toBeVisible()
    await expect(canvas.getByText('Vous êtes sur la liste d’attente : nous vous écrirons si une place se libère.')).toBeVisible()
    // A place on the waitlist has no seat to cancel by a date: only the list to leave, until 48 hours before.
    await expect(canvas.queryByText(/Annulation possible/)).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Quitter la liste d’attente' })).toBeNull()
  },
}

/** The cancelled bookings, folded into a history: the team's cancellation, a waitlist left, and one to book again. */
export const CancelledBookings: Story = {
  render: () => (
    <CancelledHistory
      bookings={[
        { ...booking, status: 'cancelled', dinnerCancelled: true },
        { ...booking, dinner: { ...dinner, id: 2, title: 'La ville de demain' }, status: 'cancelled', leftWaitlist: true },
        { ...booking, dinner: { ...dinner, id: 3, title: 'Le sport et la cité' }, status: 'cancelled' },
      ]}
      openIds={new Set([3])}
      busy={null}
      onBook={onBook}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Annulations (3)'))
    await expect(canvas.getByText('Dîner annulé')).toBeVisible()
    await expect(canvas.getByText('Liste d’attente quittée')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Réserver de nouveau' })).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver de nouveau' }))
    await expect(onBook).toHaveBeenCalledWith(3)
  },
}
