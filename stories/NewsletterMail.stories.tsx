import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { dinnerPath } from '@/domain/dinnerPage'
import { newsletterText, type NewsletterFacts } from '@/server/newsletter/newsletterMailTexts'

import { hasOneButton, mail, MAIL_DECORATORS } from './support/mailPreview'

/** The weekly newsletter: the editors' word, the week's five articles, the next dinners with seats, the way out in its footer. */
const meta = {
  title: 'Mails/Lettre hebdomadaire',
  decorators: MAIL_DECORATORS,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const SITE = 'https://lecercle.example'
const DAY = 24 * 60 * 60 * 1000

const FACTS: NewsletterFacts = {
  intro: 'Cette semaine, l’Europe et le travail occupent nos tables.\n\nBonne lecture, et à bientôt autour d’un dîner.',
  articles: [
    {
      theme: 'technology-future',
      title: 'Le marché du travail se tend en Europe',
      url: 'https://example.org/travail',
      source: 'Le Journal',
      description: 'Pénuries et salaires.',
    },
    {
      theme: 'culture-creativity',
      title: 'Ce que l’IA change aux rédactions',
      url: 'https://example.org/ia',
      source: 'La Revue',
      description: 'Une enquête.',
    },
    {
      theme: 'environment-climate',
      title: 'Les villes moyennes reprennent des couleurs',
      url: 'https://example.org/villes',
      source: 'L’Hebdo',
      description: '',
    },
    {
      theme: 'politics-democracy',
      title: 'Le climat au menu des cantines',
      url: 'https://example.org/climat',
      source: 'Le Quotidien',
      description: 'Reportage.',
    },
    {
      theme: 'economy-work',
      title: 'Débat : faut-il réformer le Sénat ?',
      url: 'https://example.org/senat',
      source: 'La Tribune',
      description: 'Deux points de vue.',
    },
  ],
  dinners: [
    {
      id: 1,
      title: 'L’Europe face aux nouveaux empires',
      startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
      city: 'Paris',
      seatsLeft: 3,
    },
    { id: 2, title: 'Travailler demain', startsAt: new Date(Date.now() + 12 * DAY).toISOString(), city: 'Lyon', seatsLeft: 1 },
  ],
  weekOf: '30 novembre',
  site: SITE,
  unsubscribeHref: `${SITE}/newsletter/desinscription?token=a`,
}

const letter = (facts: NewsletterFacts) => {
  const text = newsletterText(facts)
  return mail(text, { unsubscribe: text.unsubscribe })
}

export const ThisWeek: Story = {
  render: () => letter(FACTS),
  play: async (context) => {
    await hasOneButton('Voir tous les dîners')(context)
    const canvas = within(context.canvasElement)
    const articles = canvas.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://example.org/'))
    await expect(articles.map((link) => link.textContent)).toEqual(FACTS.articles.map((article) => article.title))
    await expect(canvas.getByRole('link', { name: 'Se désinscrire de la lettre' })).toHaveAttribute(
      'href',
      `${SITE}/newsletter/desinscription?token=a`,
    )
    await expect(canvas.getByText(/· Lyon · 1 place restante/)).toBeVisible()
    // Each « Réserver » opens the dinner's own page, which every reader of the letter can open.
    await expect(canvas.getAllByRole('link', { name: 'Réserver' }).map((link) => link.getAttribute('href'))).toEqual(
      FACTS.dinners.map((dinner) => `${SITE}${dinnerPath(dinner)}`),
    )
    await expect(canvas.getByRole('heading', { level: 2, name: 'Les cinq articles de la semaine' })).toBeVisible()
  },
}

export const NoDinnerWithSeats: Story = {
  render: () => letter({ ...FACTS, intro: '', dinners: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Aucun dîner n’a de place libre pour l’instant : les prochains seront annoncés ici.')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Voir tous les dîners' })).toBeNull()
  },
}
