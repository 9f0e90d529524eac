import type { Payload } from 'payload'

import { formatDinnerDate } from '@/domain/dinners'
import { venueAddress } from '@/domain/venue'

import { sql, type Transaction } from '../../db/transaction'
import { deliverAfterCommit } from '../../email/outbox'
import { getSiteSettings } from '../../settings/siteSettings'
import { type MailedBooking, queueChangeMail } from '../base/dinnerMails'
import { replanReminders } from '../base/reminderJobs'
import { capOffers } from '../base/waitlistOffers'

/** What a guest's calendar holds of a dinner: the date, the city, and the venue once revealed. */
export type DinnerPlace = { startsAt: string; city: string; venueName?: string | null; venueAddress?: string | null }

/** The lines that tell a guest what changed (the venue only once the tables revealed it). */
function changedLines(before: DinnerPlace, after: DinnerPlace, venueRevealed: boolean): string[] {
  const lines: string[] = []
  if (new Date(before.startsAt).getTime() !== new Date(after.startsAt).getTime())
    lines.push(`Date : ${formatDinnerDate(after.startsAt)} (au lieu du ${formatDinnerDate(before.startsAt)})`)
  if (venueRevealed && (before.venueName !== after.venueName || before.venueAddress !== after.venueAddress || before.city !== after.city))
    lines.push(`Lieu : ${after.venueName}, ${venueAddress(after.venueAddress ?? '', after.city)}`)
  else if (before.city !== after.city) lines.push(`Ville : ${after.city} (au lieu de ${before.city})`)
  return lines
}

/**
 * A dinner's date, time or place changed: each guest holding a seat gets a mail saying what
 * changed, with the invitation updated (same UID, higher SEQUENCE). Runs in the change's own
 * transaction, which holds the dinner's row, so a booking made meanwhile waits and is invited
 * with the new facts. A new date plans the reminders again. The mails leave once it commits.
 */
export async function announceDinnerChange(
  payload: Payload,
  tx: Transaction,
  dinnerId: number,
  before: DinnerPlace,
  after: DinnerPlace,
): Promise<number> {
  const [dinner] = await tx.query<{
    title: string
    starts_at: Date
    city: string
    tables_confirmed_at: Date | null
    venue_name: string
    venue_address: string
  }>(sql`
    SELECT title, starts_at, city, tables_confirmed_at, venue_name, venue_address FROM dinners WHERE id = ${dinnerId}`)
  if (!dinner || new Date(dinner.starts_at).getTime() <= Date.now()) return 0
  const revealed = Boolean(dinner.tables_confirmed_at)
  const lines = changedLines(before, after, revealed)
  if (lines.length === 0) return 0
  const guests = await tx.query<MailedBooking>(sql`
    SELECT id, member_id, plus_one FROM bookings WHERE dinner_id = ${dinnerId} AND status IN ('booked', 'attended') ORDER BY id`)
  if (guests.length === 0) return 0
  const settings = await getSiteSettings(payload)
  const moved = new Date(before.startsAt).getTime() !== new Date(after.startsAt).getTime()
  if (moved) await capOffers(tx, dinnerId, new Date(after.startsAt))
  const mails: number[] = []
  for (const guest of guests) {
    if (moved) await replanReminders(tx, guest.id, new Date(after.startsAt))
    mails.push(await queueChangeMail(settings, tx, guest, dinner, lines, revealed))
  }
  await deliverAfterCommit(payload, tx, mails)
  return guests.length
}
