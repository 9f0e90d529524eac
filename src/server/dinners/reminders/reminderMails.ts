import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { cancellationDeadline } from '@/domain/dinners'
import { PAGE_SEO } from '@/domain/pageSeo'

import { askMailText, type BriefFacts, briefMailText } from './reminderMailTexts'
import { noShowFeeNoticeFor } from '../../billing/noShowFees/feeNotice'
import { sql, type Transaction } from '../../db/transaction'
import { emailedLink } from '../../email/emailedLink'
import { siteUrl } from '../../env'
import { type MailedBooking, queueDinnerMail, tablemateLines } from '../base/dinnerMails'

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
  guest_first_name: string | null
  guest_dietary_needs: string | null
}

const linkTo = (token: string) => emailedLink(PAGE_SEO.reminderAnswer.path, token)

/** « Vous venez toujours ? » : two one-click links, valid until cancelling stops being free. */
export async function queueAskMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  facts: ReminderFacts,
  links: { come: string; withdraw: string },
): Promise<number> {
  const deadline = cancellationDeadline(new Date(facts.starts_at))
  return queueDinnerMail(settings, tx, facts, {
    kind: 'reminder-ask',
    text: askMailText(facts, deadline, { come: linkTo(links.come), withdraw: linkTo(links.withdraw) }, noShowFeeNoticeFor(settings)),
  })
}

/** The tablemates once the tables are confirmed, as the table mail named them. */
async function tablemates(tx: Transaction, facts: ReminderFacts): Promise<string[]> {
  if (!facts.tables_confirmed_at || facts.table_number === null) return []
  return tablemateLines(tx, { dinnerId: facts.dinner_id, tableNumber: facts.table_number, memberId: facts.member_id })
}

async function dietaryNeeds(tx: Transaction, memberId: number): Promise<string[]> {
  const rows = await tx.query<{ value: string }>(sql`
    SELECT value::text AS value FROM users_dietary_info_allergies WHERE parent_id = ${memberId}
    UNION ALL SELECT value::text FROM users_dietary_info_preferences WHERE parent_id = ${memberId}
    UNION ALL SELECT dietary_info_other_info FROM users WHERE id = ${memberId} AND COALESCE(dietary_info_other_info, '') <> ''`)
  return rows.map((row) => row.value)
}

/**
 * The morning brief: time, venue and speakers, the table and the first names and sectors of the
 * tablemates once the tables are confirmed (nothing more personal; the sector alone for one who
 * chose not to be named), the dietary needs on record, and how to reach the team.
 */
export async function queueBriefMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  facts: ReminderFacts,
  lateToken: string,
): Promise<number> {
  const confirmed = Boolean(facts.tables_confirmed_at) && facts.table_number !== null
  const [mates, needs, speakers] = await Promise.all([
    tablemates(tx, facts),
    dietaryNeeds(tx, facts.member_id),
    tx.query<{ name: string; role: string }>(
      sql`SELECT name, role FROM dinners_speakers WHERE _parent_id = ${facts.dinner_id} ORDER BY _order`,
    ),
  ])
  const brief: BriefFacts = {
    ...facts,
    seat: confirmed
      ? { venue_name: facts.venue_name, venue_address: facts.venue_address, table_number: facts.table_number as number }
      : null,
    speakers,
    tablemates: mates,
    needs,
    guest: facts.plus_one ? { firstName: facts.guest_first_name, needs: facts.guest_dietary_needs } : null,
  }
  const late = emailedLink(PAGE_SEO.lateNotice.path, lateToken)
  return queueDinnerMail(settings, tx, facts, {
    kind: 'reminder-brief',
    text: briefMailText(brief, settings.contactEmail, siteUrl(), late),
  })
}
