/**
 * What an invitation and a second sponsor's request say, as pure functions of their facts: who
 * invites, their word if any, and the one button that opens the page the link leads to.
 */
import type { Brand } from '@/domain/brand'
import { fill } from '@/domain/fill'
import { INVITATION_DAYS, SECOND_SPONSOR_DAYS } from '@/domain/sponsorship'

import type { MailBlock } from '../email/mailContent'

export const INVITATION_MAIL_KIND = 'sponsor-invitation'
export const SECOND_SPONSOR_MAIL_KIND = 'second-sponsor'

const TEXTS = {
  subject: '{sponsor} vous invite à rejoindre {brand}',
  intro: '{sponsor}, membre {brandOf}, vous invite à rejoindre le cercle et ses dîners.',
  word: 'Son mot\u00a0: «\u00a0{message}\u00a0»',
  how: 'Le lien ci-dessous ouvre votre candidature, avec cette adresse déjà remplie. L’équipe l’examinera comme toutes les autres. Il est valable {days}\u00a0jours.',
  button: 'Découvrir l’invitation',
  secondSubject: '{sponsor} vous demande un second parrainage',
  secondIntro: '{sponsor} a parrainé la candidature de {applicant} et vous demande de la parrainer aussi.',
  secondHow:
    'Si vous la connaissez et la recommandez, confirmez-le depuis ce lien, valable {days}\u00a0jours. Sinon, ignorez simplement cet e-mail.',
  secondButton: 'Voir la demande',
} as const

export function invitationMailText(facts: { sponsor: string; brand: Brand; message: string; href: string }) {
  const paragraphs: MailBlock[] = [
    fill(TEXTS.intro, { sponsor: facts.sponsor, brandOf: facts.brand.of }),
    ...(facts.message ? [fill(TEXTS.word, { message: facts.message })] : []),
    fill(TEXTS.how, { days: INVITATION_DAYS }),
    { label: TEXTS.button, href: facts.href },
  ]
  return { subject: fill(TEXTS.subject, { sponsor: facts.sponsor, brand: facts.brand.name }), paragraphs }
}

export function secondSponsorMailText(facts: { sponsor: string; applicant: string; href: string }) {
  const paragraphs: MailBlock[] = [
    fill(TEXTS.secondIntro, facts),
    fill(TEXTS.secondHow, { days: SECOND_SPONSOR_DAYS }),
    { label: TEXTS.secondButton, href: facts.href },
  ]
  return { subject: fill(TEXTS.secondSubject, { sponsor: facts.sponsor }), paragraphs }
}
