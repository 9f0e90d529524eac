/**
 * What the reminders of a dinner say (« Vous venez toujours ? » and the morning brief), as pure
 * functions of their facts: the queueing code fills them in, and the stories show them.
 */
import { formatDinnerDate } from '@/domain/dinners'
import { LATE_TEXTS } from '@/domain/evening'
import { REMINDER_TEXTS } from '@/domain/reminders'

import { contactFact, type DinnerFacts, type MailText, spaceLink, speakerList, venueFact } from '../base/dinnerMailTexts'

/** « Vous venez toujours ? »: the two one-click links (full addresses), valid until cancelling stops being free. */
export function askMailText(
  dinner: DinnerFacts,
  deadline: Date,
  links: { come: string; withdraw: string },
  /** The no-show fee (null: none), said while withdrawing is still free. */
  feeNotice: string | null = null,
): MailText {
  return {
    subject: `vous venez toujours au dîner « ${dinner.title} » ?`,
    paragraphs: [
      `Le dîner « ${dinner.title} » a lieu le ${formatDinnerDate(new Date(dinner.starts_at))} à ${dinner.city}. Vous venez toujours ?`,
      `Si vous ne pouvez plus venir, dites-le d’un clic avant le ${formatDinnerDate(deadline)} : l’annulation reste gratuite et votre place ira au suivant sur la liste d’attente.`,
      ...(feeNotice ? [feeNotice] : []),
      { label: REMINDER_TEXTS.come, href: links.come },
      { label: REMINDER_TEXTS.withdraw, href: links.withdraw, secondary: true },
    ],
  }
}

export type BriefFacts = DinnerFacts & {
  /** Set once the tables are confirmed. */
  seat: { venue_name: string; venue_address: string; table_number: number } | null
  speakers: { name: string; role: string }[]
  /** Each tablemate's first name and sector label (nothing more personal). */
  tablemates: string[]
  needs: string[]
  guest: { firstName: string | null; needs: string | null } | null
}

/** What the restaurant was told of a member's guest (given at booking). */
function guestLine({ firstName, needs }: NonNullable<BriefFacts['guest']>): string {
  // A booking made before the question was asked: nobody knows the guest's needs yet.
  if (!firstName) return 'Votre invité : si le restaurant doit connaître ses besoins alimentaires, répondez à ce message.'
  const who = `Votre invité, ${firstName}`
  return needs ? `${who} : ${needs}.` : `${who} : aucun besoin alimentaire indiqué.`
}

/** The morning brief: time, venue, speakers, table and tablemates, the dietary needs, how to reach the team, and « Je serai en retard ». */
export function briefMailText(facts: BriefFacts, contactEmail: string, site: string, lateLink: string): MailText {
  const speakers = speakerList(facts.speakers)
  return {
    subject: `c’est ce soir, « ${facts.title} »`,
    paragraphs: [
      `C’est ce soir : voici ce qu’il faut savoir pour le dîner « ${facts.title} ».`,
      {
        facts: [
          { label: 'Heure', value: formatDinnerDate(new Date(facts.starts_at)) },
          facts.seat
            ? venueFact({ name: facts.seat.venue_name, address: facts.seat.venue_address, city: facts.city })
            : { label: 'Lieu', value: 'L’équipe vous l’écrit dès que les tables sont composées.' },
          ...(speakers ? [{ label: 'Intervenants', value: speakers }] : []),
          ...(facts.seat ? [{ label: 'Votre table', value: `Table ${facts.seat.table_number}` }] : []),
          ...(facts.tablemates.length > 0 ? [{ label: 'À votre table', value: facts.tablemates }] : []),
          contactFact(contactEmail),
        ],
      },
      [
        facts.needs.length > 0
          ? `Vos besoins alimentaires, transmis au restaurant : ${facts.needs.join(', ')}.`
          : 'Aucun besoin alimentaire n’est indiqué pour vous.',
        ...(facts.guest ? [guestLine(facts.guest)] : []),
      ],
      'Ce qui se dit à table reste à table.',
      'Un imprévu ? Dites-le à l’hôte de la soirée d’un clic : il le verra à la porte.',
      { label: LATE_TEXTS.linkLabel, href: lateLink, secondary: true },
      spaceLink(site),
    ],
  }
}
