/**
 * What « Prévenez-moi » says, as a pure function of its facts: the dinners published on the
 * member's themes, each with its « Réserver » that opens the space with the booking ready.
 */
import { formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'
import { themeTitle } from '@/domain/themes'

import type { MailBlock, MailContent } from '../../email/mailContent'
import type { MailText } from '../base/dinnerMailTexts'

/** The outbox's name for these mails. */
export const ALERT_MAIL_KIND = 'dinner-alert'

const ALERT_MAIL_TEXTS = {
  subject: { one: 'un dîner vient d’ouvrir sur vos thématiques', other: '{count} dîners viennent d’ouvrir sur vos thématiques' },
  intro: {
    one: 'Un dîner que vous attendiez vient d’être publié. Les places partent vite\u00a0: réservez-la en un clic.',
    other: '{count} dîners que vous attendiez viennent d’être publiés. Les places partent vite\u00a0: réservez la vôtre en un clic.',
  },
  dinnerWhen: '{date} · {city} · {theme}',
  book: 'Réserver',
  footer: 'Vous recevez cet e-mail parce que vous avez demandé à être prévenu·e des nouveaux dîners depuis votre espace.',
  unsubscribe: 'Ne plus être prévenu·e',
} as const

export type AlertFacts = {
  dinners: readonly { id: number; title: string; startsAt: string | Date; city: string; theme: string; bookHref: string }[]
  unsubscribeHref: string
}

export function alertMailText({ dinners, unsubscribeHref }: AlertFacts): MailText & Required<Pick<MailContent, 'unsubscribe'>> {
  const paragraphs: MailBlock[] = [fillCount(ALERT_MAIL_TEXTS.intro, dinners.length)]
  for (const dinner of dinners) {
    paragraphs.push(
      [
        dinner.title,
        fill(ALERT_MAIL_TEXTS.dinnerWhen, { date: formatDinnerDate(dinner.startsAt), city: dinner.city, theme: themeTitle(dinner.theme) }),
      ],
      { label: ALERT_MAIL_TEXTS.book, href: dinner.bookHref, secondary: true },
    )
  }
  return {
    subject: fillCount(ALERT_MAIL_TEXTS.subject, dinners.length),
    paragraphs,
    unsubscribe: { reason: ALERT_MAIL_TEXTS.footer, label: ALERT_MAIL_TEXTS.unsubscribe, href: unsubscribeHref },
  }
}
