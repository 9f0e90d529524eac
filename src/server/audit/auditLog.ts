import { createHmac } from 'node:crypto'

import { AUDIT_TEXTS, type AuditChanges, type AuditKind, type AuditRecordType, ERASED_PERSON, ERASED_VALUE } from '@/domain/audit'
import type { User } from '@/payload-types'

import { intArray, sql, type Transaction } from '../db/transaction'
import { payloadSecret } from '../env'

/**
 * The audit log (table and its append-only trigger in the migration 20261127_120000).
 * Entries are written with `tx.query`, so in the transaction of the change they record: a change
 * rolled back leaves no entry, and an entry never describes a change that did not happen.
 */

type Queryable = Pick<Transaction, 'query'>

/** Characters beyond which a value is recorded as changed rather than copied (a page's rich text). */
const LONG_VALUE = 2000

/** Someone as the log keeps them: their id (none once erased), and their name and address as they were then. */
export type AuditPerson = { id: number | null; label: string }

type Named = Pick<User, 'id' | 'email'> & { firstName?: string | null; lastName?: string | null }

export function auditPerson(user: Named): AuditPerson {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return { id: user.id, label: name ? `${name} <${user.email}>` : user.email }
}

/** These people as the log keeps them, by id (those no longer here are left out). */
export async function auditPeople(tx: Queryable, ids: readonly number[]): Promise<Map<number, AuditPerson>> {
  if (ids.length === 0) return new Map()
  const rows = await tx.query<{ id: number; email: string; first_name: string | null; last_name: string | null }>(sql`
    SELECT id, email, first_name, last_name FROM users WHERE id = ANY(${intArray(ids)}::int[])`)
  return new Map(
    rows.map((row) => [row.id, auditPerson({ id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name })]),
  )
}

export type AuditEntry = {
  kind: AuditKind
  /** Who acted; null for the site itself (a job, a mailed link). */
  actor: AuditPerson | null
  /** The person the change is about, when there is one (the applicant, the guest). */
  subject?: AuditPerson | null
  record: { type: AuditRecordType; id: string | number | null }
  changes?: AuditChanges
}

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, [entry])
}

/** Several entries in one statement (an evening's compositions, one entry per dinner). */
export async function recordAudits(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  const rows = entries.map((entry) => ({
    kind: entry.kind,
    actor_id: entry.actor?.id ?? null,
    actor_label: entry.actor?.label ?? null,
    subject_id: entry.subject?.id ?? null,
    subject_label: entry.subject?.label ?? null,
    record_type: entry.record.type,
    record_id: entry.record.id === null ? null : String(entry.record.id),
    changes: entry.changes ?? {},
  }))
  await tx.query(sql`
    INSERT INTO audit_log (kind, actor_id, actor_label, subject_id, subject_label, record_type, record_id, changes)
    SELECT e.kind, e.actor_id, e.actor_label, e.subject_id, e.subject_label, e.record_type, e.record_id, e.changes
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           AS e(kind text, actor_id int, actor_label text, subject_id int, subject_label text, record_type text, record_id text, changes jsonb)`)
}

/** A related record counts by its id (however deep it was read), and a long rich text by the fact that it changed. */
function kept(value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return value.map(kept)
  if (typeof value === 'object' && 'id' in value && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return JSON.stringify(value).length > LONG_VALUE ? AUDIT_TEXTS.longValue : value
}

/** The fields whose value differs between two versions of a record, each with its before → after. */
/**
 * A value as it compares: a group's empty field is absent from the document read before a change
 * and null in the one saved (the billing prices left empty), which is no change.
 */
const comparable = (value: unknown) => JSON.stringify(value, (_key, inner: unknown) => (inner === null ? undefined : inner))

export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['updatedAt', 'createdAt', 'globalType', 'id'],
): AuditChanges {
  const changes: AuditChanges = {}
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    if (ignore.includes(key)) continue
    const was = kept(before?.[key])
    const now = kept(after[key])
    if (comparable(was) !== comparable(now)) changes[key] = [was, now]
  }
  return changes
}

/**
 * Lets this transaction change the log for `work` only (the purge and the pseudonymisation below):
 * the setting is local to the transaction, and switched off again as soon as the work is done.
 */
async function upkeep<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  await tx.query(sql`SELECT set_config('cercle.audit_upkeep', 'on', true)`)
  try {
    return await work()
  } finally {
    await tx.query(sql`SELECT set_config('cercle.audit_upkeep', '', true)`)
  }
}

/** The stable pseudonym of an erased person: entries about them still read as one person, unnamed. */
export function erasedPersonLabel(userId: number): string {
  const tag = createHmac('sha256', payloadSecret()).update(`audit-person:${userId}`).digest('hex').slice(0, 8)
  return `${ERASED_PERSON} · ${tag}`
}

/**
 * GDPR erasure (in its transaction): the entries about the person keep what was done and when, but
 * lose their name, address and the values that changed. The entries they made about someone else,
 * or about no one (a decision, a composition, the settings: only the team acts on others' records),
 * keep their author's name: they are the security record of what the team did, which an erasure
 * must not make anonymous. Only their account's id goes, since it leads nowhere any more.
 */
export async function pseudonymiseAuditOf(tx: Queryable, userId: number): Promise<void> {
  const label = erasedPersonLabel(userId)
  const blanked = JSON.stringify([ERASED_VALUE, ERASED_VALUE])
  await upkeep(tx, async () => {
    // What they did about themselves (an export, their address): an entry about them like the others.
    await tx.query(sql`UPDATE audit_log SET actor_id = NULL, actor_label = ${label} WHERE actor_id = ${userId} AND subject_id = ${userId}`)
    await tx.query(sql`UPDATE audit_log SET actor_id = NULL WHERE actor_id = ${userId}`)
    await tx.query(sql`
      UPDATE audit_log
         SET subject_id = NULL, subject_label = ${label},
             changes = coalesce((SELECT jsonb_object_agg(key, ${blanked}::jsonb) FROM jsonb_each(changes)), '{}'::jsonb)
       WHERE subject_id = ${userId}`)
    // Their account's id leads nowhere any more: the entries no longer point to it.
    await tx.query(sql`UPDATE audit_log SET record_id = NULL WHERE record_type = 'users' AND record_id = ${String(userId)}`)
  })
}

/** The nightly purge: entries older than the keeping time set in the settings. */
export async function purgeExpiredAudit(tx: Queryable, retentionYears: number): Promise<number> {
  const rows = await upkeep(tx, () =>
    tx.query<{ id: number }>(
      sql`DELETE FROM audit_log WHERE at < now() - make_interval(years => ${Math.trunc(retentionYears)}) RETURNING id`,
    ),
  )
  return rows.length
}
