import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { cancellationDeadline, formatDinnerDate, speakerRoleLabel } from '@/domain/dinners'
import { SECTORS } from '@/domain/profile'
import { REMINDER_TEXTS } from '@/domain/reminders'

import { sql, type Transaction } from '../db/transaction'
import { siteUrl } from '../env'
import { type MailedBooking, queueDinnerMail, spaceLink } from './dinnerMails'

/** A booked guest's dinner, as the reminders need it. */
export type ReminderFacts = MailedBooking & {
  dinner_id: number
  table_number: number | null
  title: string
  starts_at: Date
  city: string
  venue_name: string
  venue_address: string
  tables_confirmed_at: Date | null
}

const linkTo = (token: string) => `${siteUrl()}/rappel?token=${token}`

/** « Vous venez toujours ? » : two one-click links, valid until cancelling stops being free. */
export async function queueAskMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  facts: ReminderFacts,
  links: { come: string; withdraw: string },
): Promise<number> {
  const when = formatDinnerDate(new Date(facts.starts_at))
  const deadline = formatDinnerDate(cancellationDeadline(new Date(facts.starts_at)))
  return queueDinnerMail(settings, tx, facts, {
    kind: 'reminder-ask',
    subject: ({ brand }) => `${brand.name} : vous venez toujours au dîner « ${facts.title} » ?`,
    paragraphs: () => [
      `Le dîner « ${facts.title} » a lieu le ${when} à ${facts.city}. Vous venez toujours ?`,
      `Si vous ne pouvez plus venir, dites-le d’un clic avant le ${deadline} : l’annulation reste gratuite et votre place ira au suivant sur la liste d’attente.`,
      { label: REMINDER_TEXTS.come, href: linkTo(links.come) },
      { label: REMINDER_TEXTS.withdraw, href: linkTo(links.withdraw), secondary: true },
    ],
  })
}

type Tablemate = { first_name: string | null; sector: string | null }

async function tablemates(tx: Transaction, facts: ReminderFacts): Promise<Tablemate[]> {
  if (!facts.tables_confirmed_at || facts.table_number === null) return []
  return tx.query<Tablemate>(sql`
    SELECT u.first_name, u.sector FROM bookings b JOIN users u ON u.id = b.member_id
     WHERE b.dinner_id = ${facts.dinner_id} AND b.table_number = ${facts.table_number} AND b.status = 'booked'
       AND b.member_id <> ${facts.member_id}
     ORDER BY u.first_name`)
}

async function dietaryNeeds(tx: Transaction, memberId: number): Promise<string[]> {
  const rows = await tx.query<{ value: string }>(sql`
    SELECT value::text AS value FROM users_dietary_info_allergies WHERE parent_id = ${memberId}
    UNION ALL SELECT value::text FROM users_dietary_info_preferences WHERE parent_id = ${memberId}
    UNION ALL SELECT dietary_info_other_info FROM users WHERE id = ${memberId} AND COALESCE(dietary_info_other_info, '') <> ''`)
  return rows.map((row) => row.value)
}

const sectorLabel = (value: string | null) => SECTORS.find((s) => s.value === value)?.label

/**
 * The morning brief: time, venue and speakers, the table and the first names and sectors of the
 * tablemates once the tables are confirmed (nothing more personal), the dietary needs on record,
 * and how to reach the team.
 */
export async function queueBriefMail(settings: SiteSettingsValues, tx: Transaction, facts: ReminderFacts): Promise<number> {
  const confirmed = Boolean(facts.tables_confirmed_at) && facts.table_number !== null
  const [mates, needs, speakers] = await Promise.all([
    tablemates(tx, facts),
    dietaryNeeds(tx, facts.member_id),
    tx.query<{ name: string; role: string }>(
      sql`SELECT name, role FROM dinners_speakers WHERE _parent_id = ${facts.dinner_id} ORDER BY _order`,
    ),
  ])
  const speakerLine = speakers.map((s) => `${s.name} (${speakerRoleLabel(s.role).toLowerCase()})`).join(', ')
  const mateLine = mates.map((m) => [m.first_name ?? '', sectorLabel(m.sector)].filter(Boolean).join(', ')).join(' ; ')
  return queueDinnerMail(settings, tx, facts, {
    kind: 'reminder-brief',
    subject: ({ brand }) => `${brand.name} : c’est ce soir, « ${facts.title} »`,
    paragraphs: () => [
      `C’est ce soir : voici ce qu’il faut savoir pour le dîner « ${facts.title} ».`,
      [
        `Heure : ${formatDinnerDate(new Date(facts.starts_at))}`,
        confirmed
          ? `Lieu : ${facts.venue_name}, ${facts.venue_address} (${facts.city})`
          : 'Lieu : l’équipe vous l’écrit dès que les tables sont composées.',
        ...(speakerLine ? [`Intervenants : ${speakerLine}`] : []),
        ...(confirmed ? [`Votre table : table ${facts.table_number}`] : []),
        ...(mateLine ? [`À votre table : ${mateLine}`] : []),
      ],
      [
        needs.length > 0
          ? `Vos besoins alimentaires, transmis au restaurant : ${needs.join(', ')}.`
          : 'Aucun besoin alimentaire n’est indiqué pour vous.',
        ...(facts.plus_one ? ['Votre invité : si le restaurant doit connaître ses besoins alimentaires, répondez à ce message.'] : []),
      ],
      `Un imprévu, un retard ? Répondez à ce message ou écrivez à ${settings.contactEmail}.`,
      'Ce qui se dit à table reste à table.',
      spaceLink(),
    ],
  })
}
