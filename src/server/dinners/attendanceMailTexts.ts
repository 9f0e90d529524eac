/**
 * What the mails after a dinner say, as pure functions of their facts, like
 * dinnerMailTexts.ts: the morning-after request for feedback, the no-show policy's warning and
 * pause, a pause lifted, the team's answer to a contest, and the contest itself as the team receives it.
 */
import { frenchLongDate } from '@/domain/applicationStatus'
import { type AttendanceMark, attendanceMarkLabel } from '@/domain/attendance'
import { type ContestOutcome, TEAM_ATTENDANCE_ANCHOR } from '@/domain/attendanceContests'
import { REPORTS_ANCHOR } from '@/domain/conductReports'
import { CANCEL_DEADLINE_HOURS, formatDinnerDate } from '@/domain/dinners'
import { FEEDBACK_TEXTS } from '@/domain/feedback'
import { absencesInWords, type NoShowPolicy, policySentence } from '@/domain/noShowPolicy'

import { type DinnerFacts, type MailText, spaceLink } from './dinnerMailTexts'

/** The policy's courteous warning, after the absence that reaches `warnAt`. */
export function noShowWarningText(dinner: DinnerFacts, noShows: number, policy: NoShowPolicy, site: string): MailText {
  return {
    subject: 'un mot sur vos absences',
    paragraphs: [
      `Nous ne vous avons pas vu au dîner « ${dinner.title} » du ${formatDinnerDate(new Date(dinner.starts_at))}, et l’équipe n’avait pas été prévenue.`,
      `Un imprévu arrive à tout le monde. Mais c’est ${absencesInWords(noShows)} en ${policy.windowMonths} mois, et chaque place restée vide aurait fait le bonheur d’un membre sur liste d’attente.`,
      `Si vous ne pouvez pas venir, annulez depuis votre espace jusqu’à ${CANCEL_DEADLINE_HOURS} heures avant le dîner, ou choisissez « Je me désiste » dans le rappel que nous vous envoyons.`,
      policySentence(policy),
      'Si cette absence vous semble notée à tort, contestez-la depuis votre espace : l’équipe vous répondra.',
      spaceLink(site),
    ],
  }
}

/** Bookings paused after the absence that reaches `pauseAt`. */
export function noShowPauseText(dinner: DinnerFacts, noShows: number, until: Date, policy: NoShowPolicy, site: string): MailText {
  return {
    subject: `vos réservations sont suspendues jusqu’au ${frenchLongDate(until)}`,
    paragraphs: [
      `Nous ne vous avons pas vu au dîner « ${dinner.title} » du ${formatDinnerDate(new Date(dinner.starts_at))}, sans avoir été prévenus. C’est ${absencesInWords(noShows)} en ${policy.windowMonths} mois.`,
      `Comme le prévoit la règle du club, vos réservations sont suspendues jusqu’au ${frenchLongDate(until)}. Vos places déjà réservées restent les vôtres ; vous pourrez de nouveau réserver ensuite.`,
      policySentence(policy),
      'Si cette absence vous semble notée à tort, contestez-la depuis votre espace : l’équipe vous répondra, et lèvera la suspension si elle s’est trompée.',
      spaceLink(site),
    ],
  }
}

/** The team lifted a pause (by hand, or with a contested absence it took back). */
export function pauseLiftedText(site: string): MailText {
  return {
    subject: 'vos réservations sont rouvertes',
    paragraphs: ['L’équipe a levé la suspension de vos réservations : vous pouvez de nouveau réserver vos dîners.', spaceLink(site)],
  }
}

export type ContestAnswerFacts = {
  dinner: DinnerFacts
  outcome: ContestOutcome
  mark: AttendanceMark
  reply: string
  /** The answer took back the absence that paused the member's bookings. */
  pauseLifted: boolean
}

/** The team's answer to a contested mark. */
export function contestAnswerText(facts: ContestAnswerFacts, site: string): MailText {
  const about = `au dîner « ${facts.dinner.title} » du ${formatDinnerDate(new Date(facts.dinner.starts_at))}`
  return {
    subject: `votre contestation pour « ${facts.dinner.title} »`,
    paragraphs: [
      facts.outcome === 'changed'
        ? `L’équipe a relu votre contestation de la marque notée ${about} et l’a corrigée : « ${attendanceMarkLabel(facts.mark)} ».`
        : `L’équipe a relu votre contestation de la marque notée ${about} et la maintient : « ${attendanceMarkLabel(facts.mark)} ».`,
      ...(facts.reply ? [['Son message :', facts.reply]] : []),
      ...(facts.pauseLifted ? ['La suspension de vos réservations est levée : vous pouvez de nouveau réserver vos dîners.'] : []),
      'Pour toute question, répondez à ce message.',
      spaceLink(site),
    ],
  }
}

export type ContestFacts = {
  member: { name: string; email: string }
  dinner: DinnerFacts
  mark: AttendanceMark
  message: string
}

/** A member contests a mark: the team's copy, with the dinner's page to answer from. */
export function contestToTeamText(facts: ContestFacts, site: string): MailText {
  return {
    subject: `présence contestée par ${facts.member.name}, « ${facts.dinner.title} »`,
    paragraphs: [
      `${facts.member.name} (${facts.member.email}) conteste la marque « ${attendanceMarkLabel(facts.mark)} » notée au dîner « ${facts.dinner.title} » du ${formatDinnerDate(new Date(facts.dinner.starts_at))}.`,
      ['Son message :', facts.message],
      'Répondez depuis « Dîners », section « Présences contestées » : le membre sera prévenu par e-mail.',
      { label: 'Répondre', href: `${site}/admin/dinners#${TEAM_ATTENDANCE_ANCHOR}` },
    ],
  }
}

/** The morning after: how was the evening? The link (full address) opens the form until `until`. */
export function feedbackMailText(dinner: DinnerFacts, until: Date, href: string): MailText {
  return {
    subject: `votre avis sur le dîner « ${dinner.title} »`,
    paragraphs: [
      `Merci pour votre présence au dîner « ${dinner.title} » hier soir. Comment s’est passée la soirée ?`,
      'Trois notes et, si vous le souhaitez, un mot pour l’équipe : deux minutes qui nous aident à composer les prochaines tables.',
      'Ce qui se dit à table reste à table : nous ne vous demandons jamais ce qui a été dit, ni par qui.',
      `Le lien vous est personnel ; il sert jusqu’au ${frenchLongDate(until)}.`,
      { label: FEEDBACK_TEXTS.open, href },
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
