import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { bookingNewsText, type BookingNews, changeMailText, offerMailText, tableMailText } from '@/server/dinners/base/dinnerMailTexts'
import { guestMessageText } from '@/server/dinners/mails/guestMailTexts'
import { askMailText, briefMailText } from '@/server/dinners/reminders/reminderMailTexts'

import { hasOneButton, mail, MAIL_DECORATORS } from './support/mailPreview'
import { MAIL_SETTINGS } from '../tests/support/mailSettings'

/**
 * Every mail about a dinner, with the words the members receive (the same functions fill the
 * queued mails): designers review them as they review the rest of the kit.
 */
const meta = {
  title: 'Mails/Dîners',
  decorators: MAIL_DECORATORS,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const SITE = 'https://lecercle.example'
const DAY = 24 * 60 * 60 * 1000
const dinner = { title: 'L’Europe face aux nouveaux empires', starts_at: new Date(Date.now() + 10 * DAY), city: 'Paris' }
const confirmed = {
  ...dinner,
  id: 1,
  venue_name: 'Le Salon des Arcades',
  venue_address: '18 rue de Rivoli, 75004 Paris',
  speakers: [{ name: 'Hélène Carrère', role: 'journalist' }],
}

const news = (kind: BookingNews, status?: string) => bookingNewsText(kind, { plus_one: false, status }, dinner, 3, SITE)

export const Booked: Story = { render: () => mail(news('booked')), play: hasOneButton('Ouvrir mon espace') }

export const Waitlisted: Story = {
  render: () => mail(news('waitlisted')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/en position 3/)).toBeVisible()
  },
}

export const Promoted: Story = { render: () => mail(news('promoted')), play: hasOneButton('Ouvrir mon espace') }

export const CancelledByTheMember: Story = { render: () => mail(news('cancelled')), play: hasOneButton('Voir les dîners ouverts') }

export const DinnerCancelledByTheTeam: Story = {
  render: () => mail(news('annulled', 'booked')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/est annulé\./)).toBeVisible()
  },
}

export const TablesConfirmed: Story = {
  render: () =>
    mail(
      tableMailText(
        { tableNumber: 2, plus_one: true, tablemates: ['Camille, Médias & Communication', 'Un·e convive, Finance & Banque'] },
        confirmed,
        SITE,
        MAIL_SETTINGS.contactEmail,
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Table 2, avec votre invité')).toBeVisible()
    await expect(canvas.getByText(/Camille, Médias & Communication/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voir sur la carte' })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    )
  },
}

export const DinnerChanged: Story = {
  render: () => mail(changeMailText(dinner, ['Lieu : La Table Ronde, 3 place du Débat, 75004 Paris (Paris)'], SITE)),
  play: hasOneButton('Ouvrir mon espace'),
}

export const StillComing: Story = {
  render: () =>
    mail(
      askMailText(dinner, new Date(dinner.starts_at.getTime() - 2 * DAY), {
        come: `${SITE}/rappel?token=a`,
        withdraw: `${SITE}/rappel?token=b`,
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Je viens' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Je me désiste' })).toBeVisible()
  },
}

export const MorningBrief: Story = {
  render: () =>
    mail(
      briefMailText(
        {
          ...dinner,
          seat: { venue_name: confirmed.venue_name, venue_address: confirmed.venue_address, table_number: 2 },
          speakers: confirmed.speakers,
          tablemates: ['Camille, Médias & Communication', 'Dominique, Finance & Banque'],
          needs: ['Gluten'],
          guest: { firstName: 'Hélène', needs: 'Sans lactose' },
        },
        MAIL_SETTINGS.contactEmail,
        SITE,
        `${SITE}/retard?token=exemple`,
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('À votre table')).toBeVisible()
    await expect(canvas.getByText(/Camille, Médias & Communication/)).toBeVisible()
    await expect(canvas.getByText(/Votre invité, Hélène : Sans lactose\./)).toBeVisible()
  },
}

export const SeatOffered: Story = {
  render: () => mail(offerMailText(dinner, new Date(Date.now() + 4 * 60 * 60 * 1000), `${SITE}/offre?token=c`)),
  play: hasOneButton('Accepter la place'),
}

export const MessageFromTheTeam: Story = {
  render: () =>
    mail(
      guestMessageText(
        { subject: 'Le salon ouvre à 19 h 45', body: 'Bonsoir à toutes et à tous,\n\nle vestiaire est au premier étage.' },
        SITE,
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('le vestiaire est au premier étage.')).toBeVisible()
  },
}
