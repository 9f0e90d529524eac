import type { Payload, PayloadRequest } from 'payload'

import { operationTransaction, sql } from '@/server/db/transaction'

/**
 * The demo's decided applications have their decision on record, as « Candidatures » would have
 * written it (src/server/admin/decisionHistory.ts): the seed creates them already decided.
 */
export async function recordDemoDecisions(payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  const tx = await operationTransaction({ payload, transactionID: req.transactionID } as PayloadRequest)
  await tx.query(sql`
    INSERT INTO application_decisions (user_id, status, notes, decided_by_id, decided_at)
    SELECT u.id, u.application_status::text, u.review_notes, u.reviewed_by_id, coalesce(u.reviewed_at, u.created_at)
      FROM users u
     WHERE u.role = 'applicant' AND u.application_status::text IN ('approved', 'rejected')
       AND NOT EXISTS (SELECT 1 FROM application_decisions d WHERE d.user_id = u.id)`)
}
