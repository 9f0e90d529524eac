/**
 * What the weekly newsletter says, as a pure function of its facts, like the dinners'
 * mail texts: the editors' introduction, the week's five articles, the next dinners with seats,
 * and the footer's way out. `unsubscribeHref` and the List-Unsubscribe addresses are built by content.ts.
 */
import type { PublicArticle } from '@/domain/api/articles'
import type { PublicDinner } from '@/domain/api/dinners'
import { dinnerPath } from '@/domain/dinnerPage'
import { formatDinnerDate, seatsLeftText } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { safeHref } from '@/domain/links'
import { themeTitle } from '@/domain/themes'

import { type MailText, spaceLink } from '../dinners/base/dinnerMailTexts'
import type { MailBlock, MailContent } from '../email/mailContent'

/** The letter's own words (the pages and the editors' panel have theirs in src/domain/newsletter.ts). */
export const NEWSLETTER_MAIL_TEXTS = {
  subject: 'la lettre de la semaine du {date}',
  testSubject: '[Test] {subject}',
  articlesHeading: 'Les cinq articles de la semaine',
  dinnersHeading: 'Les prochains dîners',
  noDinners: 'Aucun dîner n’a de place libre pour l’instant : les prochains seront annoncés ici.',
  dinnerWhen: '{date} · {city} · {seats}',
  book: 'Réserver',
  seeDinners: 'Voir tous les dîners',
  unsubscribe: 'Se désinscrire de la lettre',
  footer: 'Vous recevez cette lettre parce que vous l’avez demandée en vous inscrivant.',
  /** The subject of the mailto in List-Unsubscribe: such a mail reaches the team, who unsubscribe its sender. */
  unsubscribeMailtoSubject: 'Désinscription de la lettre',
} as const

export type NewsletterFacts = {
  /** The editors' text; a blank line separates two paragraphs. */
  intro: string
  articles: readonly Pick<PublicArticle, 'title' | 'url' | 'source' | 'description' | 'theme'>[]
  /** The next dinners that still have seats, soonest first. */
  dinners: readonly Pick<PublicDinner, 'id' | 'title' | 'startsAt' | 'city' | 'seatsLeft'>[]
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

/** An article: its title (the link), then its theme and source, then what it is about. */
function articleBlocks(article: NewsletterFacts['articles'][number]): MailBlock[] {
  const href = safeHref(article.url)
  const about = [[themeTitle(article.theme), article.source].filter(Boolean).join(' · '), article.description].filter(Boolean)
  return [href ? { label: article.title, href, secondary: true } : article.title, about]
}

/**
 * A dinner: its title, when and where with the seats left, and its « Réserver » to the dinner's own
 * page, which every reader can open (the letter goes to applicants too) and which leads a member on.
 */
function dinnerBlocks(dinner: NewsletterFacts['dinners'][number], site: string): MailBlock[] {
  return [
    [
      dinner.title,
      fill(NEWSLETTER_MAIL_TEXTS.dinnerWhen, {
        date: formatDinnerDate(dinner.startsAt),
        city: dinner.city,
        seats: seatsLeftText(dinner.seatsLeft),
      }),
    ],
    { label: NEWSLETTER_MAIL_TEXTS.book, href: `${site}${dinnerPath(dinner)}`, secondary: true },
  ]
}

/**
 * The letter: the editors' introduction, then a section a heading: the week's articles, each with
 * its theme, and the next dinners, each with its « Réserver ». The greeting is composeMail's.
 */
export function newsletterText(facts: NewsletterFacts): NewsletterText {
  return {
    subject: fill(NEWSLETTER_MAIL_TEXTS.subject, { date: facts.weekOf }),
    paragraphs: [
      ...introBlocks(facts.intro),
      ...(facts.articles.length > 0 ? [{ heading: NEWSLETTER_MAIL_TEXTS.articlesHeading }, ...facts.articles.flatMap(articleBlocks)] : []),
      { heading: NEWSLETTER_MAIL_TEXTS.dinnersHeading },
      ...(facts.dinners.length > 0
        ? [
            ...facts.dinners.flatMap((dinner) => dinnerBlocks(dinner, facts.site)),
            { ...spaceLink(facts.site), label: NEWSLETTER_MAIL_TEXTS.seeDinners },
          ]
        : [NEWSLETTER_MAIL_TEXTS.noDinners]),
    ],
    unsubscribe: { reason: NEWSLETTER_MAIL_TEXTS.footer, label: NEWSLETTER_MAIL_TEXTS.unsubscribe, href: facts.unsubscribeHref },
  }
}
