import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { INVITATION_DAYS } from '@/domain/sponsorship'
import { hashOfToken } from '@/server/auth/secretTokens'
import { operationTransaction, sql } from '@/server/db/transaction'

import { demoApplicants } from './demoApplicants'
import { demoMembers } from './demoDinners'

/** One named demo application in three is sponsored: one in each status, so every review tab shows a sponsor. */
const SPONSORED_SHARE = 3

/**
 * Sponsorship in the demo: each third completed demo application came through a demo member's
 * invitation, with a word, and one in four of the A/B test's history; one of them is seconded by
 * another member; and one invitation is still waiting to be used. The links' tokens
 * are random and thrown away: only their hashes are stored, as for real ones.
 */
export async function seedDemoSponsorships(payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  const tx = await operationTransaction({ payload, transactionID: req.transactionID } as PayloadRequest)
  const sponsors = demoMembers().map((member) => member.email)
  const sponsored = demoApplicants()
    .filter((applicant) => applicant.registrationCompleted)
    .filter((_, i) => i % SPONSORED_SHARE === 0)
  const invite = (sponsor: string, email: string, message: string | null, applicant: string | null) =>
    tx.query(sql`
      INSERT INTO sponsor_invitations (sponsor_id, email, message, token_hash, sent_at, expires_at, used_at, applicant_id)
      SELECT s.id, ${email}, ${message}, ${hashOfToken(randomBytes(32).toString('base64url'))}, now() - interval '20 days',
             now() + make_interval(days => ${INVITATION_DAYS - 20}), CASE WHEN a.id IS NULL THEN NULL ELSE now() - interval '19 days' END, a.id
        FROM users s LEFT JOIN users a ON a.email = ${applicant}
       WHERE s.email = ${sponsor}`)
  for (const [i, applicant] of sponsored.entries()) {
    await invite(sponsors[i], applicant.email, 'Rencontré·e lors d’un débat, je la recommande chaleureusement.', applicant.email)
  }
  await invite(sponsors[sponsored.length], 'ami.invite@demo.example', 'Viens donc dîner avec nous un de ces soirs.', null)
  // One in four of the A/B test's finished applications too, each sponsored by a member in turn, three days before it came.
  await tx.query(sql`
    WITH members AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS rank, count(*) OVER () AS total
        FROM users WHERE email LIKE '%@membres.demo.example'),
    came AS (
      SELECT id, email, created_at, row_number() OVER (ORDER BY id) - 1 AS rank
        FROM users WHERE email LIKE 'historique.%@demo.example' AND registration_completed)
    INSERT INTO sponsor_invitations (sponsor_id, email, message, token_hash, sent_at, expires_at, used_at, applicant_id)
    SELECT m.id, c.email, NULL, md5(random()::text || c.id), c.created_at - interval '3 days',
           c.created_at - interval '3 days' + make_interval(days => ${INVITATION_DAYS}), c.created_at, c.id
      FROM came c JOIN members m ON m.rank = (c.rank / ${SPONSORED_SHARE + 1}) % m.total
     WHERE c.rank % ${SPONSORED_SHARE + 1} = 0`)
  if (sponsored[0]) {
    await tx.query(sql`
      INSERT INTO second_sponsors (applicant_id, member_id, asked_by_id, token_hash, expires_at, confirmed_at)
      SELECT a.id, m.id, s.id, ${hashOfToken(randomBytes(32).toString('base64url'))}, now() + interval '10 days', now() - interval '2 days'
        FROM users a, users m, users s
       WHERE a.email = ${sponsored[0].email} AND m.email = ${sponsors[sponsored.length + 1]} AND s.email = ${sponsors[0]}`)
  }
}
