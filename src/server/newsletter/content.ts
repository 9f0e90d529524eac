import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { DINNER_TIME_ZONE, NEXT_DINNERS_SHOWN } from '@/domain/dinners'
import { NEWSLETTER_PATHS, UNSUBSCRIBE_MAILTO_SUBJECT } from '@/domain/newsletter'

import { loadActiveArticles } from '../articles/articles'
import { upcomingDinners } from '../dinners/listing'
import { emailedLink } from '../email/emailedLink'
import { composeMail } from '../email/layout'
import { siteUrl } from '../env'
import { getSiteSettings } from '../settings/siteSettings'
import { newsletterText } from './newsletterText'
import { newsletterSettings } from './settings'

/**
 * Where each person's own unsubscribe token goes: the letter is composed once a week, and each
 * copy gets its signed token in place of this mark (letters, digits and `-_.` never need escaping).
 */
export const TOKEN_MARK = 'JETON-DE-DESINSCRIPTION'

/** One week's letter, the same for everyone but the token. */
export type NewsletterLetter = { subject: string; text: string; html: string; replyTo: string; headers: Record<string, string> }

/** The week's letter as it would leave now: the editors' text, the five articles, the next dinners with seats. */
export async function composeNewsletter(payload: Payload, now: Date = new Date()): Promise<NewsletterLetter> {
  const [settings, { intro }, articles, dinners] = await Promise.all([
    getSiteSettings(payload),
    newsletterSettings(payload),
    loadActiveArticles(payload),
    upcomingDinners(payload),
  ])
  const text = newsletterText({
    intro,
    articles,
    dinners: dinners.filter((dinner) => dinner.seatsLeft > 0).slice(0, NEXT_DINNERS_SHOWN),
    brandOf: settings.brand.of,
    weekOf: DateTime.fromJSDate(now, { zone: DINNER_TIME_ZONE }).startOf('week').setLocale('fr').toFormat('d MMMM'),
    site: siteUrl(),
    unsubscribeHref: emailedLink(NEWSLETTER_PATHS.unsubscribePage, TOKEN_MARK),
  })
  const mail = await composeMail(settings, { paragraphs: text.paragraphs, unsubscribe: text.unsubscribe })
  const oneClick = `${siteUrl()}${NEWSLETTER_PATHS.oneClick}?token=${TOKEN_MARK}`
  const mailto = `mailto:${settings.contactEmail}?subject=${encodeURIComponent(`${UNSUBSCRIBE_MAILTO_SUBJECT} ${TOKEN_MARK}`)}`
  return {
    subject: text.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    headers: {
      // RFC 2369 and RFC 8058: the https address takes a POST « List-Unsubscribe=One-Click ».
      'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** A person's copy: their own signed token wherever the letter has the mark. */
export function personalLetter(letter: NewsletterLetter, token: string): NewsletterLetter {
  const put = (value: string) => value.replaceAll(TOKEN_MARK, token)
  return {
    ...letter,
    text: put(letter.text),
    html: put(letter.html),
    headers: Object.fromEntries(Object.entries(letter.headers).map(([name, value]) => [name, put(value)])),
  }
}
