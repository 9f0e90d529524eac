/**
 * What the weekly newsletter says, as a pure function of its facts, like the dinners'
 * mail texts: the editors' introduction, the week's five articles, the next dinners with seats,
 * and the footer's way out. `unsubscribeHref` and the List-Unsubscribe addresses are built by content.ts.
 */
import type { PublicArticle } from '@/domain/api/articles'
import type { PublicDinner } from '@/domain/api/dinners'
import { formatDinnerDate, seatsLeftText } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { safeHref } from '@/domain/links'

import { type MailText, spaceLink } from '../dinners/base/dinnerMailTexts'
import type { MailBlock, MailContent } from '../email/mailContent'

/** The letter's own words (the pages and the editors' panel have theirs in src/domain/newsletter.ts). */
export const NEWSLETTER_MAIL_TEXTS = {
  subject: 'La lettre {brandOf} · semaine du {date}',
  testSubject: '[Test] {subject}',
  articlesHeading: 'Les cinq articles de la semaine',
  dinnersHeading: 'Les prochains dîners',
  noDinners: 'Aucun dîner n’a de place libre pour l’instant : les prochains seront annoncés ici.',
  dinnerLine: '{title} · {date} · {city} · {seats}',
  seeDinners: 'Voir les dîners',
  unsubscribe: 'Se désinscrire de la lettre',
  footer: 'Vous recevez cette lettre parce que vous l’avez demandée en vous inscrivant.',
  /** The subject of the mailto in List-Unsubscribe: such a mail reaches the team, who unsubscribe its sender. */
  unsubscribeMailtoSubject: 'Désinscription de la lettre',
} as const

export type NewsletterFacts = {
  /** The editors' text; a blank line separates two paragraphs. */
  intro: string
  articles: readonly Pick<PublicArticle, 'title' | 'url' | 'source' | 'description'>[]
  /** The next dinners that still have seats, soonest first. */
  dinners: readonly Pick<PublicDinner, 'title' | 'startsAt' | 'city' | 'seatsLeft'>[]
  /** « du Cercle »: the brand's form after « de ». */
  brandOf: string
  /** « 30 novembre »: the Monday of the week. */
  weekOf: string
  site: string
  unsubscribeHref: string
}

export type NewsletterText = MailText & Required<Pick<MailContent, 'unsubscribe'>>

function introBlocks(intro: string): MailBlock[] {
  return intro
    .split(/\n\s*\n/)
    .map((part) => part.split('\n').map((line) => line.trim()))
    .filter((lines) => lines.some(Boolean))
}

export function newsletterText(facts: NewsletterFacts): NewsletterText {
  const articles = facts.articles.flatMap((article): MailBlock[] => {
    const href = safeHref(article.url)
    const about = [article.source, article.description].filter(Boolean).join(' · ')
    return [href ? { label: article.title, href, secondary: true } : article.title, ...(about ? [about] : [])]
  })
  const dinners = facts.dinners.map((dinner) =>
    fill(NEWSLETTER_MAIL_TEXTS.dinnerLine, {
      title: dinner.title,
      date: formatDinnerDate(dinner.startsAt),
      city: dinner.city,
      seats: seatsLeftText(dinner.seatsLeft),
    }),
  )
  return {
    subject: fill(NEWSLETTER_MAIL_TEXTS.subject, { brandOf: facts.brandOf, date: facts.weekOf }),
    paragraphs: [
      ...introBlocks(facts.intro),
      ...(articles.length > 0 ? [NEWSLETTER_MAIL_TEXTS.articlesHeading, ...articles] : []),
      NEWSLETTER_MAIL_TEXTS.dinnersHeading,
      ...(dinners.length > 0
        ? [dinners, { ...spaceLink(facts.site), label: NEWSLETTER_MAIL_TEXTS.seeDinners }]
        : [NEWSLETTER_MAIL_TEXTS.noDinners]),
    ],
    unsubscribe: { reason: NEWSLETTER_MAIL_TEXTS.footer, label: NEWSLETTER_MAIL_TEXTS.unsubscribe, href: facts.unsubscribeHref },
  }
}
