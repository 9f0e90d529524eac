import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import type { MailBlock } from '@/server/email/mailContent'
import { MailCard } from '@/server/email/templates/MailCard'

import { MAIL_DECORATORS } from './support/mailPreview'
import { MAIL_FRAME } from '../tests/support/mailSettings'

const meta = {
  title: 'Mails/Frame',
  // A mail client's reading pane: the card keeps its own width and colours, whatever the site's theme.
  decorators: MAIL_DECORATORS,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const card = (blocks: MailBlock[]) => <MailCard frame={MAIL_FRAME} blocks={blocks} logoSrc="/email-logo.png" />

/** A mail with its one button: the club's mark and name, the message, the team's address and the publisher. */
export const WithButton: Story = {
  render: () =>
    card([
      'Bonjour Camille,',
      'Bonne nouvelle : votre candidature au Cercle a été acceptée. Bienvenue parmi nous !',
      { label: 'Ouvrir mon espace', href: 'https://lecercle.example/status' },
      'L’équipe du Cercle',
    ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Le Cercle')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Ouvrir mon espace' })).toHaveLength(1)
    await expect(canvas.getByRole('link', { name: 'equipe@lecercle.example' })).toHaveAttribute('href', 'mailto:equipe@lecercle.example')
    await expect(canvas.getByText(/Association Le Cercle, association loi 1901/)).toBeVisible()
  },
}

/** Lines that belong together stay in one paragraph (a date, a venue, a table number). */
export const Details: Story = {
  render: () =>
    card([
      'Bonjour Camille,',
      'Les tables du dîner « L’Europe face aux nouveaux empires » sont composées. Voici ce qu’il faut savoir :',
      ['Date : mardi 8 décembre à 20 h', 'Lieu : Le Procope, 13 rue de l’Ancienne-Comédie (Paris)', 'Votre table : table 2'],
      'Ce qui se dit à table reste à table.',
      'L’équipe du Cercle',
    ]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Votre table : table 2/)).toBeVisible()
  },
}

/** The 72-hour reminder: « Je viens » is the button, « Je me désiste » a link beside it. */
export const Reminder: Story = {
  render: () =>
    card([
      'Bonjour Camille,',
      'Le dîner « L’Europe face aux nouveaux empires » a lieu le mardi 8 décembre 2026 à 20 h 00 à Paris. Vous venez toujours ?',
      { label: 'Je viens', href: 'https://lecercle.example/rappel?token=venir' },
      { label: 'Je me désiste', href: 'https://lecercle.example/rappel?token=partir', secondary: true },
      'L’équipe du Cercle',
    ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Je viens' })).toHaveAttribute('href', 'https://lecercle.example/rappel?token=venir')
    await expect(canvas.getByRole('link', { name: 'Je me désiste' })).toHaveAttribute(
      'href',
      'https://lecercle.example/rappel?token=partir',
    )
  },
}
