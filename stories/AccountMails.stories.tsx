import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { addressChangeNoticeText, confirmationText, passwordResetText } from '@/server/account/accountMailTexts'
import { type MailBlock, mailSubject, signature } from '@/server/email/mailContent'
import { MailCard } from '@/server/email/templates/MailCard'
import { applicantMailText } from '@/server/registration/applicantMailTexts'

import { MAIL_DECORATORS } from './support/mailPreview'
import { MAIL_FRAME, MAIL_SETTINGS } from '../tests/support/mailSettings'

/**
 * The mails about an application and an account, with the words people receive (the same
 * functions build the mails sent): designers review them as they review the rest of the kit.
 */
const meta = {
  title: 'Mails/Candidature et compte',
  decorators: MAIL_DECORATORS,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const SITE = 'https://lecercle.example'
const { brand } = MAIL_SETTINGS
function mail(subject: string, paragraphs: readonly (MailBlock | false | null | undefined)[]) {
  const blocks: MailBlock[] = ['Bonjour Camille,', ...paragraphs.filter((block): block is MailBlock => Boolean(block)), signature(brand)]
  return (
    <div>
      <p style={{ fontFamily: 'sans-serif', fontSize: 13, color: '#555' }}>Objet : {mailSubject(brand.name, subject)}</p>
      <MailCard frame={MAIL_FRAME} blocks={blocks} logoSrc="/email-logo.png" />
    </div>
  )
}

function applicant(...args: Parameters<typeof applicantMailText>) {
  const text = applicantMailText(...args)
  return mail(text.subject, text.paragraphs(brand))
}

export const ApplicationReceived: Story = {
  render: () => applicant('received', SITE),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Suivre ma candidature' })).toBeVisible()
  },
}

/** The welcome: the plan, the next three dinners open to booking, how tables are composed, and « Réserver ». */
export const ApplicationApproved: Story = {
  render: () =>
    applicant('approved', SITE, null, {
      plan: 'premium',
      dinners: [
        { title: 'L’Europe face aux nouveaux empires', starts_at: new Date('2026-12-08T19:00:00Z'), city: 'Paris' },
        { title: 'Intelligence artificielle : qui tient la plume ?', starts_at: new Date('2026-12-15T19:00:00Z'), city: 'Lyon' },
        { title: 'Le climat, une affaire de justice ?', starts_at: new Date('2026-12-22T19:00:00Z'), city: 'Paris' },
      ],
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Votre formule : Premium/)).toBeVisible()
    await expect(canvas.getByText(/« L’Europe face aux nouveaux empires », le mardi 8 décembre 2026/)).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Réserver' })).toHaveLength(1)
  },
}

export const ApplicationRejected: Story = {
  render: () => applicant('rejected', SITE, 'Nous vous réécrirons à l’ouverture d’un cercle à Lille.'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Message de l’équipe : Nous vous réécrirons/)).toBeVisible()
  },
}

export const PasswordReset: Story = {
  render: () => {
    const text = passwordResetText(brand, `${SITE}/mot-de-passe/reinitialiser?token=abc`)
    return mail(text.subject, text.paragraphs)
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ce lien est valable une heure/)).toBeVisible()
  },
}

export const AddressToConfirm: Story = {
  render: () => {
    const text = confirmationText('new-address', `${SITE}/email/confirmer?token=abc`)
    return mail(text.subject, text.paragraphs)
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Confirmer cette adresse' })).toBeVisible()
  },
}

export const AddressChangeNotice: Story = {
  render: () => {
    const text = addressChangeNoticeText(brand, 'camille.nouvelle@example.org')
    return mail(text.subject, text.paragraphs)
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/camille.nouvelle@example.org/)).toBeVisible()
  },
}
