import {
  AUDIT_COUNT_CAP,
  AUDIT_KINDS,
  AUDIT_PAGE_SIZE,
  type AuditChanges,
  type AuditEntryView,
  type AuditFacts,
  type AuditFilters,
  type AuditKind,
  type AuditLabels,
  type AuditQuery,
  auditRecordHref,
} from '@/domain/audit'
import { type AuditKey, encodeAuditCursor } from '@/domain/auditCursor'
import { auditSentence } from '@/domain/auditSentences'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import type { KeysetPage } from '@/domain/paging'

import { sql, type Transaction } from '../db/transaction'

/**
 * « Journal »: the audit log read a page at a time, newest first, from a place in it rather than
 * from a page number (the indexes are in the migration 20261216_010000). Reading 50 entries
 * older than a place costs the same a thousand pages deep as at the top, where counting past
 * entries to skip them would read them all; and new entries arriving at the top shift nothing.
 * The entries the filters select are counted up to 200 only, for the same reason.
 */

type Queryable = Pick<Transaction, 'query'>
type Statement = ReturnType<typeof sql>

type Row = {
  id: string
  at: Date
  /** `at` to the microsecond (a JavaScript date stops at the millisecond): the cursor's half. */
  cursor_at: string
  /** The first page's rows carry the count (up to the cap). */
  total?: number
  kind: AuditKind
  actor_label: string | null
  subject_label: string | null
  record_type: string
  record_id: string | null
  changes: AuditChanges
  dinner_title: string | null
  dinner_starts_at: Date | null
}

const NO_LABELS: AuditLabels = { record: null, fields: {} }

function factsOf(row: Row, labels: ReadonlyMap<string, AuditLabels>): AuditFacts {
  return {
    kind: row.kind,
    actor: row.actor_label,
    subject: row.subject_label,
    record: { type: row.record_type, id: row.record_id, href: auditRecordHref(row.record_type, row.record_id) },
    dinner:
      row.dinner_title && row.dinner_starts_at ? { title: row.dinner_title, startsAt: new Date(row.dinner_starts_at).toISOString() } : null,
    labels: (row.record_type === 'globals' && row.record_id && labels.get(row.record_id)) || NO_LABELS,
    changes: row.changes,
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The filters of « Journal », each a condition the indexes serve (dates are days in Paris). */
function filtersOf(filters: AuditFilters): Statement[] {
  const conditions: Statement[] = []
  if (filters.type) conditions.push(sql`kind = ${filters.type}`)
  if (filters.personne) {
    const person = likePattern(filters.personne)
    conditions.push(sql`(actor_label ILIKE ${person} OR subject_label ILIKE ${person})`)
  }
  if (filters.du) conditions.push(sql`at >= (${filters.du}::date)::timestamp AT TIME ZONE ${DINNER_TIME_ZONE}::text`)
  if (filters.au) conditions.push(sql`at < (${filters.au}::date + 1)::timestamp AT TIME ZONE ${DINNER_TIME_ZONE}::text`)
  return conditions
}

const allOf = (conditions: Statement[]) => (conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`)
const older = (key: AuditKey) => sql`(at, id) < (${key.at}::timestamptz, ${key.id}::bigint)`
const newer = (key: AuditKey) => sql`(at, id) > (${key.at}::timestamptz, ${key.id}::bigint)`
const cursorOf = (row: Row) => encodeAuditCursor({ at: row.cursor_at, id: row.id })

const COLUMNS = sql.raw('id, at, kind, actor_label, subject_label, record_type, record_id, changes')
/** `at` to the microsecond, in UTC: the cursor's half. */
const CURSOR_AT = sql.raw(`to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)

/**
 * The entries of `page` (a common table expression named so), newest first, each with the dinner
 * it is about, its own or its booking's. The ids are text in the log: only those of a dinner or a
 * booking, digits only, are read as numbers.
 */
function withDinners(page: Statement): Statement {
  return sql`
    WITH ${page}
    SELECT page.*, d.title AS dinner_title, d.starts_at AS dinner_starts_at
      FROM page
      LEFT JOIN LATERAL (
        SELECT title, starts_at FROM dinners WHERE id = CASE
          WHEN page.record_id !~ '^[0-9]{1,9}$' THEN NULL
          WHEN page.record_type = 'dinners' THEN page.record_id::int
          WHEN page.record_type = 'bookings' THEN (SELECT dinner_id FROM bookings WHERE bookings.id = page.record_id::int)
        END
        -- One dinner at most: the limit keeps it a look-up by id for each entry, which the
        -- planner would otherwise turn into a hash of every dinner the club ever held.
        LIMIT 1) d ON true
     ORDER BY page.at DESC, page.id DESC`
}

type Read = { rows: Row[]; total: number }

/** The newest entries, and their count up to the cap: the entries it reads are the page's and those after it, read once. */
async function newestPage(db: Queryable, filters: Statement[]): Promise<Read> {
  const rows = await db.query<Row>(
    withDinners(sql`
      capped AS (
        SELECT ${COLUMNS} FROM audit_log WHERE ${allOf(filters)} ORDER BY at DESC, id DESC LIMIT ${AUDIT_COUNT_CAP + 1}),
      page AS (
        SELECT *, ${CURSOR_AT} AS cursor_at, (SELECT count(*)::int FROM capped) AS total FROM capped
         ORDER BY at DESC, id DESC LIMIT ${AUDIT_PAGE_SIZE + 1})`),
  )
  return { rows, total: rows[0]?.total ?? 0 }
}

/** The entries on one side of a place (`upward`: the newer ones, read oldest first), and the count, which does not depend on the place, read at the same time. */
async function pageFrom(db: Queryable, filters: Statement[], position: Statement, upward: boolean): Promise<Read> {
  const [rows, [counted]] = await Promise.all([
    db.query<Row>(
      withDinners(sql`
        page AS (
          SELECT ${COLUMNS}, ${CURSOR_AT} AS cursor_at FROM audit_log WHERE ${allOf([...filters, position])}
           ORDER BY ${upward ? sql.raw('at ASC, id ASC') : sql.raw('at DESC, id DESC')} LIMIT ${AUDIT_PAGE_SIZE + 1})`),
    ),
    db.query<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM (SELECT 1 FROM audit_log WHERE ${allOf(filters)} LIMIT ${AUDIT_COUNT_CAP + 1}) capped`),
  ])
  return { rows, total: counted.total }
}

/**
 * One page of « Journal »: the 50 entries just older than `avant` (or the newest), or just newer
 * than `apres`, newest first, each told as a sentence with the dinner it is about (its own or its
 * booking's); `labels` names a page's or the settings' fields (from Payload's config). One more
 * entry is read than shown, to know whether the page has a next one in the direction read; the
 * other direction has one whenever the page was reached from a cursor.
 */
export async function auditPage(
  db: Queryable,
  query: AuditQuery,
  labels: ReadonlyMap<string, AuditLabels>,
): Promise<KeysetPage<AuditEntryView>> {
  const filters = filtersOf(query)
  const upward = query.apres !== null
  const position = query.apres ? newer(query.apres) : query.avant ? older(query.avant) : null
  const { rows, total } = position ? await pageFrom(db, filters, position, upward) : await newestPage(db, filters)
  const more = rows.length > AUDIT_PAGE_SIZE
  // The entry read beyond the page is its oldest when reading down, its newest when reading up.
  const shown = !more ? rows : upward ? rows.slice(1) : rows.slice(0, AUDIT_PAGE_SIZE)
  const hasOlder = upward ? shown.length > 0 : more
  const hasNewer = upward ? more : query.avant !== null && shown.length > 0
  return {
    docs: shown.map((row) => {
      const facts = factsOf(row, labels)
      return {
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
        kindLabel: AUDIT_KINDS[row.kind] ?? row.kind,
        ...facts,
        sentence: auditSentence(facts),
      }
    }),
    limit: AUDIT_PAGE_SIZE,
    total: Math.min(total, AUDIT_COUNT_CAP),
    totalCapped: total > AUDIT_COUNT_CAP,
    older: hasOlder ? cursorOf(shown[shown.length - 1]) : null,
    newer: hasNewer ? cursorOf(shown[0]) : null,
  }
}
