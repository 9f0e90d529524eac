import type { DecisionEntry } from '@/domain/api/applications'

import { intArray, sql, type Transaction } from '../db/transaction'

type Row = {
  user_id: number
  status: DecisionEntry['status']
  decided_at: Date
  by: string | null
  notes: string | null
  reason: string | null
}

/** Appends a decision to the application's record, in the transaction that takes it. */
export async function recordDecision(
  tx: Transaction,
  entry: { userId: number; status: DecisionEntry['status']; adminId: number; notes: string; reason: string | null },
): Promise<void> {
  await tx.query(sql`
    INSERT INTO application_decisions (user_id, status, notes, reason, decided_by_id)
    VALUES (${entry.userId}, ${entry.status}, ${entry.notes || null}, ${entry.reason}, ${entry.adminId})`)
}

/** The decisions of these applications (one page of a list at most), oldest first, by application. */
export async function decisionsOf(db: Pick<Transaction, 'query'>, userIds: readonly number[]): Promise<Map<number, DecisionEntry[]>> {
  const byUser = new Map<number, DecisionEntry[]>()
  if (userIds.length === 0) return byUser
  const rows = await db.query<Row>(sql`
    SELECT d.user_id, d.status, d.decided_at, d.notes, d.reason,
           nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') AS by
      FROM application_decisions d LEFT JOIN users a ON a.id = d.decided_by_id
     WHERE d.user_id = ANY(${intArray(userIds)}::int[])
     ORDER BY d.decided_at, d.id`)
  for (const row of rows) {
    const entry: DecisionEntry = {
      status: row.status,
      at: new Date(row.decided_at).toISOString(),
      by: row.by,
      notes: row.notes,
      reason: row.reason,
    }
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), entry])
  }
  return byUser
}
