/**
 * What the mails about attendance say, as pure functions of their facts, like
 * base/dinnerMailTexts.ts: the no-show policy's warning and pause, a pause lifted, the team's
 * answer to a contest, and the contest itself as the team receives it.
 */
import { frenchLongDate } from '@/domain/applicationStatus'
import { type AttendanceMark, attendanceMarkLabel } from '@/domain/attendance'
import { type ContestOutcome, TEAM_ATTENDANCE_ANCHOR } from '@/domain/attendanceContests'
import { CANCEL_DEADLINE_HOURS, formatDinnerDate } from '@/domain/dinners'
import { absencesInWords, type NoShowPolicy, policySentence } from '@/domain/noShowPolicy'

import { type DinnerFacts, type MailText, spaceLink } from '../base/dinnerMailTexts'

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
