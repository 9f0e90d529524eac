import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { memberKeys } from '../account/memberKeys'
import { inTransaction, sql } from '../db/transaction'

/**
 * A member's private concern about someone they know who may apply: kept under the address's
 * keyed hash (the address itself is not stored), so it meets the application whenever there is
 * one, before or after. The answer is the same whether that person applied or not, and the
 * applicant never sees it; the team reads it in the review.
 */
export async function recordConcern(payload: Payload, member: Pick<User, 'id'>, input: { email: string; message: string }): Promise<void> {
  await inTransaction(payload, async (tx) => {
    await tx.query(sql`
      INSERT INTO sponsor_concerns (author_id, email_key, message) VALUES (${member.id}, ${memberKeys({ email: input.email }).email}, ${input.message})`)
  })
}
