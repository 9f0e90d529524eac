import type { Payload } from 'payload'

import { EVENING_ERRORS, type EveningTeamView, hostWindowOpen } from '@/domain/evening'
import { isAdminUser } from '@/domain/roles'
import type { User } from '@/payload-types'

import { auditPeople, auditPerson, recordAudit } from '../../audit/auditLog'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { ApiError, notFound } from '../../http/errors'

type Queryable = Pick<Transaction, 'query'>
export type EveningDinner = { id: number; status: string; starts_at: Date; title: string; city: string; venue_name: string | null }

/**
 * Who may use a dinner's evening screen: its hosts, from a few hours before it starts until the
 * night after, and the admins. Anyone else gets the same 403 whether the dinner exists or not, so
 * that a host learns nothing of the other dinners. `lock` takes the dinner's row as a mark does.
 */
export async function eveningAccess(tx: Queryable, user: User, dinnerId: number, lock = false): Promise<EveningDinner> {
  const [dinner] = await tx.query<EveningDinner & { hosted: boolean }>(sql`
    SELECT d.id, d.status, d.starts_at, d.title, d.city, d.venue_name,
           EXISTS (SELECT 1 FROM dinner_hosts h WHERE h.dinner_id = d.id AND h.user_id = ${user.id}) AS hosted
      FROM dinners d WHERE d.id = ${dinnerId} ${lock ? sql`FOR UPDATE OF d` : sql``}`)
  if (isAdminUser(user)) {
    if (!dinner) throw notFound()
    return dinner
  }
  if (!dinner || !dinner.hosted || !hostWindowOpen(new Date(dinner.starts_at))) throw new ApiError(403, EVENING_ERRORS.notAHost)
  return dinner
}

/** The team names a host for a dinner, by their account's address: a member or a team account. In the Journal. */
export async function nameHost(payload: Payload, admin: User, dinnerId: number, email: string): Promise<EveningTeamView['hosts']> {
  return inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query<{ status: string }>(sql`SELECT status FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
    if (!dinner) throw notFound()
    if (dinner.status === 'cancelled') throw new ApiError(409, EVENING_ERRORS.notHeld)
    const [account] = await tx.query<{ id: number }>(sql`SELECT id FROM users WHERE lower(email) = lower(${email})`)
    if (!account) throw new ApiError(404, EVENING_ERRORS.unknownAccount)
    const [named] = await tx.query(sql`
      INSERT INTO dinner_hosts (dinner_id, user_id) VALUES (${dinnerId}, ${account.id}) ON CONFLICT DO NOTHING RETURNING user_id`)
    if (named) await auditHost(tx, admin, dinnerId, account.id, true)
    return hostsOf(tx, dinnerId)
  })
}

/** The team removes a host: their screen closes at their next request. In the Journal. */
export async function removeHost(payload: Payload, admin: User, dinnerId: number, userId: number): Promise<EveningTeamView['hosts']> {
  return inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query(sql`SELECT id FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
    if (!dinner) throw notFound()
    const [removed] = await tx.query(sql`
      DELETE FROM dinner_hosts WHERE dinner_id = ${dinnerId} AND user_id = ${userId} RETURNING user_id`)
    if (removed) await auditHost(tx, admin, dinnerId, userId, false)
    return hostsOf(tx, dinnerId)
  })
}

export async function hostsOf(tx: Queryable, dinnerId: number): Promise<EveningTeamView['hosts']> {
  const rows = await tx.query<{ id: number; name: string; email: string }>(sql`
    SELECT u.id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.email
      FROM dinner_hosts h JOIN users u ON u.id = h.user_id WHERE h.dinner_id = ${dinnerId} ORDER BY h.named_at, u.id`)
  return rows.map((row) => ({ id: row.id, name: row.name || row.email, email: row.email }))
}

async function auditHost(tx: Queryable, admin: User, dinnerId: number, userId: number, named: boolean): Promise<void> {
  await recordAudit(tx, {
    kind: named ? 'dinner.hostNamed' : 'dinner.hostRemoved',
    actor: auditPerson(admin),
    subject: (await auditPeople(tx, [userId])).get(userId) ?? null,
    record: { type: 'dinners', id: dinnerId },
  })
}
