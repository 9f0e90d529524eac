import type { Payload } from 'payload'

import type { BoardGuest, DinnerBoard } from '@/domain/api/dinners'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/domain/applicationStatus'
import { type AttendanceMark, attendanceMarkLabel } from '@/domain/attendance'
import { BILLING_INTERVALS, MEMBERSHIP_STATUSES, type MembershipStatus, PRICE_RATES } from '@/domain/billing/membershipStates'
import { amountCell } from '@/domain/billing/money'
import { ALLERGIES, DIET_PREFERENCES, type DietaryGuest, summariseDiets } from '@/domain/dietary'
import { GUEST_LIST_TEXTS } from '@/domain/dinnerAdminTexts'
import { BOOKING_STATUSES, DINNER_TIME_ZONE, parisDay } from '@/domain/dinners'
import {
  type ApplicationsExportQuery,
  type BookingsExportQuery,
  type MembershipsExportQuery,
  CSV_HEADERS,
  EXPORT_KINDS,
  EXPORT_TEXTS,
  type ExportKind,
  exportFileName,
} from '@/domain/exports'
import { frenchCollator } from '@/domain/frenchOrder'
import { PLANS } from '@/domain/plans'
import { labelOf, SECTORS } from '@/domain/profile'
import type { User } from '@/payload-types'

import { csvResponse, oneBatch } from './csvResponse'
import { applicantSelection } from '../admin/listing'
import { auditPerson, recordAudit } from '../audit/auditLog'
import { batchesOf } from '../db/cursor'
import { outsideTransaction } from '../db/transaction'
import { dinnerBoard } from '../dinners/tables/tables'

/**
 * The team's CSV exports, for admins (the routes check it). The long ones (applications,
 * bookings of a period) are read by SQL through a cursor and streamed; a dinner's guests are read
 * through Payload as the admin, like the dinner's page. Each export is in the audit log.
 */

// Made once: each Intl formatter holds ICU memory outside the JS heap, which a formatter per cell
// piled up faster than the collector, so little JS garbage, ran (28 MB of RSS per 1,000 rows).
const DATE_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: DINNER_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' })
/** « 2026-11-27 20:30 » in Paris time: sorts as text and reads in any spreadsheet. */
export const dateTime = (value: Date | string | null) => (value ? DATE_TIME.format(new Date(value)) : '')
const yesNo = (value: boolean | null) => (value ? 'Oui' : 'Non')

export async function auditExport(payload: Payload, admin: User, kind: ExportKind, detail: Record<string, unknown>): Promise<void> {
  await recordAudit(outsideTransaction(payload), {
    kind: 'export.csv',
    actor: auditPerson(admin),
    record: {
      type: kind === 'guests' || kind === 'restaurant' ? 'dinners' : 'exports',
      id: typeof detail.dinner === 'number' ? detail.dinner : kind,
    },
    changes: {
      export: [null, EXPORT_KINDS[kind]],
      ...Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, [null, value]])),
    },
  })
}

async function* mapped<R>(batches: AsyncIterable<R[]>, cells: (row: R) => unknown[]): AsyncGenerator<unknown[][]> {
  for await (const batch of batches) yield batch.map(cells)
}

type ApplicantRow = {
  id: number
  first_name: string | null
  last_name: string | null
  email: string
  created_at: Date
  application_status: ApplicationStatus | null
  reviewed_at: Date | null
  review_notes: string | null
  company: string | null
  current_job: string | null
  sector: string | null
  city: string | null
  pricing_plan: string | null
  newsletter: boolean | null
}

/** The applications of a dashboard tab, with its search and sort. */
export async function applicationsExport(payload: Payload, admin: User, query: ApplicationsExportQuery): Promise<Response> {
  const selection = applicantSelection({ tab: query.tab }, query)
  // Whether a search narrowed it, not its words: a name typed there is nobody's entry to erase later.
  await auditExport(payload, admin, 'applications', { tab: query.tab, searched: query.q !== '' })
  const rows = batchesOf<ApplicantRow>(
    payload,
    `SELECT id, first_name, last_name, email, created_at, application_status, reviewed_at, review_notes, company, current_job,
            sector, city, pricing_plan, newsletter
       FROM users WHERE ${selection.where} ORDER BY ${selection.order}`,
    selection.params,
  )
  return csvResponse(
    exportFileName('applications', parisDay(), query.tab),
    CSV_HEADERS.applications,
    mapped(rows, (row) => [
      row.id,
      row.first_name,
      row.last_name,
      row.email,
      dateTime(row.created_at),
      query.tab === 'unfinished' ? '' : APPLICATION_STATUS_LABELS[row.application_status ?? 'pending'],
      dateTime(row.reviewed_at),
      row.review_notes,
      row.company,
      row.current_job,
      labelOf(SECTORS, row.sector),
      row.city,
      labelOf(PLANS, row.pricing_plan),
      yesNo(row.newsletter),
    ]),
  )
}

/**
 * Each guest's table (1-based) as the dinner's board shows it (the same seating): null for a guest
 * booked since the composition and not placed yet, or before any composition.
 */
function tableOf(board: DinnerBoard): (guestId: string) => number | null {
  const shown = new Map((board.arrangement?.tables ?? []).flatMap((guests, index) => guests.map((id): [string, number] => [id, index + 1])))
  return (guestId) => shown.get(guestId) ?? null
}

const byTableThenName = (table: (id: string) => number | null) => (a: BoardGuest, b: BoardGuest) =>
  (table(a.id) ?? Infinity) - (table(b.id) ?? Infinity) ||
  frenchCollator.compare(a.lastName, b.lastName) ||
  frenchCollator.compare(a.firstName, b.firstName)

/** A dinner's guests with their table and dietary needs, then its waitlist. */
export async function dinnerGuestsExport(payload: Payload, admin: User, dinnerId: number): Promise<Response> {
  const board = await dinnerBoard(payload, admin, dinnerId)
  await auditExport(payload, admin, 'guests', { dinner: dinnerId })
  const table = tableOf(board)
  const guests = [...board.guests]
    .sort(byTableThenName(table))
    .map((guest) => [
      table(guest.id) ?? GUEST_LIST_TEXTS.notSeated,
      guest.firstName,
      guest.lastName,
      GUEST_LIST_TEXTS.booked,
      yesNo(guest.plusOne),
      guest.guest?.firstName ?? '',
      guest.allergies.join(', '),
      guest.preferences.join(', '),
      guest.otherDiet,
      guest.guest?.dietaryNeeds ?? '',
      guest.note,
    ])
  const waiting = board.waitlist.map((entry) => [
    '',
    entry.firstName,
    entry.lastName,
    GUEST_LIST_TEXTS.waitlisted,
    yesNo(entry.plusOne),
    '',
    '',
    '',
    '',
    '',
    entry.note,
  ])
  return csvResponse(exportFileName('guests', parisDay(), String(dinnerId)), CSV_HEADERS.guests, oneBatch([...guests, ...waiting]))
}

const dietaryOf = (guest: BoardGuest): DietaryGuest => ({
  allergies: guest.allergies,
  preferences: guest.preferences,
  otherInfo: guest.otherDiet,
  plusOne: guest.plusOne,
  guestNeeds: guest.plusOne ? (guest.guest?.dietaryNeeds ?? null) : null,
})

/** What the restaurant needs, table by table and in all: covers and how many of each need, never a name. */
export async function restaurantSheetExport(payload: Payload, admin: User, dinnerId: number): Promise<Response> {
  const board = await dinnerBoard(payload, admin, dinnerId)
  await auditExport(payload, admin, 'restaurant', { dinner: dinnerId })
  const table = tableOf(board)
  const groups = new Map<string, BoardGuest[]>()
  for (const guest of [...board.guests].sort(byTableThenName(table))) {
    const key = String(table(guest.id) ?? GUEST_LIST_TEXTS.notSeated)
    groups.set(key, [...(groups.get(key) ?? []), guest])
  }
  const line = (label: string, guests: BoardGuest[]) => {
    const summary = summariseDiets(guests.map(dietaryOf))
    const count = (list: { label: string; count: number }[], label: string) => list.find((entry) => entry.label === label)?.count ?? 0
    return [
      label,
      guests.length + guests.filter((guest) => guest.plusOne).length,
      ...ALLERGIES.map((allergy) => count(summary.allergies, allergy)),
      ...DIET_PREFERENCES.map((preference) => count(summary.preferences, preference)),
      summary.notes.join(' | '),
    ]
  }
  const header = [
    ...CSV_HEADERS.restaurantFirst,
    ...ALLERGIES.map((allergy) => `Allergie\u00a0: ${allergy}`),
    ...DIET_PREFERENCES.map((preference) => `Régime\u00a0: ${preference}`),
    ...CSV_HEADERS.restaurantLast,
  ]
  const rows = [...[...groups].map(([label, guests]) => line(label, guests)), line(EXPORT_TEXTS.allTables, board.guests)]
  return csvResponse(exportFileName('restaurant', parisDay(), String(dinnerId)), header, oneBatch(rows))
}

type BookingRow = {
  title: string
  starts_at: Date
  city: string | null
  first_name: string | null
  last_name: string | null
  email: string | null
  status: string
  plus_one: boolean | null
  table_number: number | null
  attendance: AttendanceMark | null
  created_at: Date
  cancelled_at: Date | null
}

/** Every booking of the dinners held from one day to the other (Paris days), by dinner then name. */
export async function bookingsExport(payload: Payload, admin: User, period: BookingsExportQuery): Promise<Response> {
  await auditExport(payload, admin, 'bookings', { from: period.du, to: period.au })
  const rows = batchesOf<BookingRow>(
    payload,
    `SELECT d.title, d.starts_at, d.city, u.first_name, u.last_name, u.email, b.status, b.plus_one, b.table_number, b.attendance,
            b.created_at, b.cancelled_at
       FROM bookings b JOIN dinners d ON d.id = b.dinner_id LEFT JOIN users u ON u.id = b.member_id
      WHERE d.starts_at >= ($1::date)::timestamp AT TIME ZONE '${DINNER_TIME_ZONE}' AND d.starts_at < ($2::date + 1)::timestamp AT TIME ZONE '${DINNER_TIME_ZONE}'
      ORDER BY d.starts_at, d.id, u.last_name, u.first_name, b.id`,
    [period.du, period.au],
  )
  return csvResponse(
    exportFileName('bookings', parisDay(), `${period.du}-${period.au}`),
    CSV_HEADERS.bookings,
    mapped(rows, (row) => [
      row.title,
      dateTime(row.starts_at),
      row.city,
      row.first_name,
      row.last_name,
      row.email,
      labelOf(BOOKING_STATUSES, row.status),
      yesNo(row.plus_one),
      row.table_number ?? '',
      row.attendance ? attendanceMarkLabel(row.attendance) : '',
      dateTime(row.created_at),
      dateTime(row.cancelled_at),
    ]),
  )
}

type MembershipRow = {
  member_id: number
  first_name: string | null
  last_name: string | null
  email: string
  plan: string
  billing_interval: keyof typeof BILLING_INTERVALS
  rate: keyof typeof PRICE_RATES
  status: MembershipStatus
  status_since: Date
  amount_cents: number
  last_payment_at: Date | null
  last_payment_cents: number | null
  next_charge_at: Date | null
  cancel_at: Date | null
  stripe_customer_id: string | null
  stripe_subscription_id: string | null
  offered_reason: string | null
}

/**
 * Every membership (or those of one status) for the accountant: amounts tax included, as numbers
 * a French spreadsheet adds up, and Stripe's ids to match each line with Stripe's own reports.
 */
export async function membershipsExport(payload: Payload, admin: User, query: MembershipsExportQuery): Promise<Response> {
  const status = query.status ?? ''
  await auditExport(payload, admin, 'memberships', status ? { status } : {})
  const rows = batchesOf<MembershipRow>(
    payload,
    `SELECT m.member_id, u.first_name, u.last_name, u.email, m.plan, m.billing_interval, m.rate, m.status, m.status_since,
            m.amount_cents, m.last_payment_at, m.last_payment_cents,
            CASE WHEN m.status IN ('active', 'past_due') AND m.billing_interval <> 'once' THEN m.current_period_end END AS next_charge_at,
            m.cancel_at, m.stripe_customer_id, m.stripe_subscription_id, CASE WHEN m.status = 'offered' THEN m.offered_reason END AS offered_reason
       FROM memberships m JOIN users u ON u.id = m.member_id
      WHERE $1::text = '' OR m.status = $1
      ORDER BY u.last_name, u.first_name, m.member_id`,
    [status],
  )
  return csvResponse(
    exportFileName('memberships', parisDay(), status),
    CSV_HEADERS.memberships,
    mapped(rows, (row) => [
      row.member_id,
      row.first_name,
      row.last_name,
      row.email,
      labelOf(PLANS, row.plan),
      BILLING_INTERVALS[row.billing_interval],
      PRICE_RATES[row.rate],
      MEMBERSHIP_STATUSES[row.status].label,
      dateTime(row.status_since),
      amountCell(row.amount_cents),
      dateTime(row.last_payment_at),
      amountCell(row.last_payment_cents),
      dateTime(row.next_charge_at),
      dateTime(row.cancel_at),
      row.stripe_customer_id,
      row.stripe_subscription_id,
      row.offered_reason,
    ]),
  )
}
