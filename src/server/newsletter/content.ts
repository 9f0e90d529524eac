import { randomBytes } from 'node:crypto'

import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { DINNER_TIME_ZONE, NEXT_DINNERS_SHOWN } from '@/domain/dinners'
import { NEWSLETTER_PATHS } from '@/domain/newsletter'

import { NEWSLETTER_MAIL_TEXTS, newsletterText } from './newsletterMailTexts'
import { newsletterSettings } from './settings'
import { loadActiveArticles } from '../articles/articles'
import { upcomingDinners } from '../dinners/booking/listing'
import { emailedLink } from '../email/emailedLink'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import { siteUrl } from '../env'
import { getSiteSettings } from '../settings/siteSettings'

/**
 * One week's letter, the same for everyone but the token and the greeting: each copy gets the
 * person's signed token in place of `tokenMark` (letters, digits and `-_.` never need escaping),
 * and their first name in place of `nameMark` (« Bonjour Camille, », or « Bonjour, » without one).
 * The marks are drawn anew for each letter: an editor who wrote one in an article's address would
 * send everyone's token away.
 */
export type NewsletterLetter = {
  subject: string
  text: string
  html: string
  /** The same letter with « Résilier mon adhésion » in its footer, for the readers who pay a membership. */
  forPayingMember: { text: string; html: string }
  replyTo: string
  headers: Record<string, string>
  tokenMark: string
  nameMark: string
  /** The editors' introduction the letter opens on ('' without one). */
  intro: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/**
 * What takes the greeting's mark (the space before it included) in each part of a person's copy:
 * « Bonjour Camille, » with the name escaped for HTML, or « Bonjour, » without a first name.
 */
export function greetingName(firstName: string | null | undefined): { text: string; html: string } {
  const name = firstName?.trim()
  if (!name) return { text: '', html: '' }
  return { text: ` ${name}`, html: ` ${name.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])}` }
}

/** `contact@club.fr` in a mailto URI (RFC 6068): the local part percent-encoded. */
function mailtoAddress(email: string): string {
  const at = email.lastIndexOf('@')
  return `${encodeURIComponent(email.slice(0, at))}${email.slice(at)}`
}

/** The week's letter as it would leave now: the editors' text, the five articles, the next dinners with seats. */
export async function composeNewsletter(payload: Payload, now: Date = new Date()): Promise<NewsletterLetter> {
  const [settings, { intro }, articles, dinners] = await Promise.all([
    getSiteSettings(payload),
    newsletterSettings(payload),
    loadActiveArticles(payload),
    upcomingDinners(payload),
  ])
  const tokenMark = `jeton${randomBytes(16).toString('hex')}`
  const nameMark = `prenom${randomBytes(16).toString('hex')}`
  const text = newsletterText({
    intro,
    articles,
    dinners: dinners.filter((dinner) => dinner.seatsLeft > 0).slice(0, NEXT_DINNERS_SHOWN),
    weekOf: DateTime.fromJSDate(now, { zone: DINNER_TIME_ZONE }).startOf('week').setLocale('fr').toFormat('d MMMM'),
    site: siteUrl(),
    unsubscribeHref: emailedLink(NEWSLETTER_PATHS.unsubscribePage, tokenMark),
  })
  const mail = await composeMail(settings, { firstName: nameMark, paragraphs: text.paragraphs, unsubscribe: text.unsubscribe })
  const oneClick = `${siteUrl()}${NEWSLETTER_PATHS.oneClick}?token=${tokenMark}`
  const mailto = `mailto:${mailtoAddress(settings.contactEmail)}?subject=${encodeURIComponent(`${NEWSLETTER_MAIL_TEXTS.unsubscribeMailtoSubject} ${tokenMark}`)}`
  return {
    subject: mailSubject(settings.brandName, text.subject),
    text: mail.text,
    html: mail.html,
    forPayingMember: mail.forPayingMember ?? mail,
    replyTo: mail.replyTo,
    headers: {
      // RFC 2369 and RFC 8058: the https address takes a POST « List-Unsubscribe=One-Click ».
      'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    tokenMark,
    nameMark: ` ${nameMark}`,
    intro,
  }
}

/** A person's copy: their own signed token and first name wherever the letter has the marks. */
export function personalLetter(letter: NewsletterLetter, token: string, firstName: string | null): NewsletterLetter {
  const put = (value: string) => value.replaceAll(letter.tokenMark, token)
  const name = greetingName(firstName)
  return {
    ...letter,
    text: put(letter.text).replaceAll(letter.nameMark, name.text),
    html: put(letter.html).replaceAll(letter.nameMark, name.html),
    headers: Object.fromEntries(Object.entries(letter.headers).map(([name, value]) => [name, put(value)])),
  }
}
