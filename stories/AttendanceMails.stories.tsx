import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { NO_SHOW_POLICY_DEFAULTS } from '@/domain/noShowPolicy'
import { feedbackMailText } from '@/server/dinners/afterwards/afterwardsMailTexts'
import {
  contestAnswerText,
  contestToTeamText,
  noShowPauseText,
  noShowWarningText,
  pauseLiftedText,
} from '@/server/dinners/attendance/attendanceMailTexts'

import { hasOneButton, mail, MAIL_DECORATORS } from './support/mailPreview'

/** The mails after a dinner: the morning-after request for feedback, the no-show policy's, and a contested mark's. */
const meta = {
  title: 'Mails/Présences',
  decorators: MAIL_DECORATORS,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const SITE = 'https://lecercle.example'
const DAY = 24 * 60 * 60 * 1000
const dinner = { title: 'L’Europe face aux nouveaux empires', starts_at: new Date(Date.now() - 2 * DAY), city: 'Paris' }

export const FeedbackTheMorningAfter: Story = {
  render: () => mail(feedbackMailText(dinner, new Date(Date.now() + 7 * DAY), `${SITE}/avis?token=a`)),
  play: async (context) => {
    await hasOneButton('Donner mon avis')(context)
    await expect(within(context.canvasElement).getByText(/nous ne vous demandons jamais ce qui a été dit/)).toBeVisible()
  },
}

export const NoShowWarning: Story = {
  render: () => mail(noShowWarningText(dinner, 2, NO_SHOW_POLICY_DEFAULTS, SITE)),
  play: async (context) => {
    await hasOneButton('Ouvrir mon espace')(context)
    await expect(within(context.canvasElement).getByText(/c’est deux absences sans prévenir en 12 mois/)).toBeVisible()
  },
}

export const BookingsPaused: Story = {
  render: () => mail(noShowPauseText(dinner, 3, new Date(Date.now() + 30 * DAY), NO_SHOW_POLICY_DEFAULTS, SITE)),
  play: async (context) => {
    await hasOneButton('Ouvrir mon espace')(context)
    await expect(within(context.canvasElement).getByText(/Vos places déjà réservées restent les vôtres/)).toBeVisible()
  },
}

export const PauseLifted: Story = { render: () => mail(pauseLiftedText(SITE)), play: hasOneButton('Ouvrir mon espace') }

export const ContestKept: Story = {
  render: () =>
    mail(
      contestAnswerText(
        { dinner, outcome: 'kept', mark: 'no_show', reply: 'Le restaurant ne nous a rien transmis.', pauseLifted: false },
        SITE,
      ),
    ),
  play: async (context) => {
    await hasOneButton('Ouvrir mon espace')(context)
    await expect(within(context.canvasElement).getByText(/Le restaurant ne nous a rien transmis\./)).toBeVisible()
  },
}

export const ContestUpheldPauseLifted: Story = {
  render: () => mail(contestAnswerText({ dinner, outcome: 'changed', mark: 'present', reply: '', pauseLifted: true }, SITE)),
  play: async (context) => {
    await hasOneButton('Ouvrir mon espace')(context)
    await expect(within(context.canvasElement).getByText(/La suspension de vos réservations est levée/)).toBeVisible()
  },
}

export const ContestToTheTeam: Story = {
  render: () =>
    mail(
      contestToTeamText(
        {
          member: { name: 'Margaux Lefèvre', email: 'margaux@example.org' },
          dinner,
          mark: 'no_show',
          message: 'Mon train a été annulé ; j’ai appelé le restaurant à 19 h.',
        },
        SITE,
      ),
      { toTeam: true },
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('link', { name: 'Répondre' })).toHaveLength(1)
    await expect(canvas.getByText(/Mon train a été annulé/)).toBeVisible()
  },
}
