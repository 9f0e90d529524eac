/**
 * What the mails after a dinner say, as pure functions of their facts, like base/dinnerMailTexts.ts:
 * the morning-after request for feedback, the « revoir » introduction of two tablemates, and the
 * admins told of a report.
 */
import { frenchLongDate } from '@/domain/applicationStatus'
import { REPORTS_ANCHOR } from '@/domain/conductReports'
import { formatDinnerDate } from '@/domain/dinners'
import { FEEDBACK_SCORE_PARAM, SCORE_OPTIONS } from '@/domain/feedback'

import type { DinnerFacts, MailText } from '../base/dinnerMailTexts'

/** A star's link: the form's own signed link, with the score it opens chosen. */
function withScore(href: string, score: string): string {
  const url = new URL(href)
  url.searchParams.set(FEEDBACK_SCORE_PARAM, score)
  return url.href
}

/**
 * The morning after: how was the evening? It leads with one star a score, each opening the form
 * (the link, a full address, until `until`) with that score chosen; the guest completes and sends it there.
 */
export function feedbackMailText(dinner: DinnerFacts, until: Date, href: string): MailText {
  return {
    subject: `votre avis sur le dîner « ${dinner.title} »`,
    paragraphs: [
      `Merci pour votre présence au dîner « ${dinner.title} » hier soir.`,
      {
        question: 'Comment s’est passée la soirée ? Touchez une étoile :',
        scores: SCORE_OPTIONS.map((option) => ({
          label: `${option.value} sur 5, ${option.label.split(' · ')[1].toLowerCase()}`,
          href: withScore(href, option.value),
        })),
      },
      'Le formulaire s’ouvre avec votre note ; deux autres notes et, si vous le souhaitez, un mot pour l’équipe. Vous pouvez aussi y dire quels convives vous aimeriez revoir : si c’est réciproque, nous vous présentons l’un à l’autre.',
      { label: 'Donner mon avis', href },
      [
        'Ce qui se dit à table reste à table : nous ne vous demandons jamais ce qui a été dit, ni par qui.',
        `Le lien vous est personnel ; il sert jusqu’au ${frenchLongDate(until)}.`,
      ],
    ],
  }
}

export type IntroducedMember = { firstName: string; email: string }

/** « Revoir »: two tablemates ticked each other; one mail to both, with the address each chose to share. */
export function introductionText(dinner: DinnerFacts, pair: [IntroducedMember, IntroducedMember]): MailText {
  return {
    subject: 'vous aimeriez vous revoir',
    paragraphs: [
      `Après le dîner « ${dinner.title} » du ${formatDinnerDate(new Date(dinner.starts_at))}, vous avez chacun dit à l’équipe que vous aimeriez vous revoir.`,
      pair.map((member) => `${member.firstName} : ${member.email}`),
      'Ce sont les adresses que chacun a choisi de partager : écrivez-vous, la suite vous appartient. L’équipe ne reçoit pas vos réponses.',
      'Comme à table, ce qui s’est dit au dîner reste entre vous.',
    ],
  }
}

/** A member reported a tablemate: the admins are told there is one to read (its words stay in the admin, not in mailboxes). */
export function reportToAdminsText(site: string): MailText {
  return {
    subject: 'un membre signale un comportement',
    paragraphs: [
      'Un membre vient de signaler le comportement d’un convive de sa table. Les deux ne seront plus placés à la même table.',
      'Lisez le signalement dans l’administration, section « Signalements » de la page « Dîners » : il n’est visible que des administrateurs.',
      { label: 'Lire le signalement', href: `${site}/admin/dinners#${REPORTS_ANCHOR}` },
    ],
  }
}
