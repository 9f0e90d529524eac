import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

/**
 * The first start acts as the system, not on behalf of a caller, hence overrideAccess: true here only.
 */
const asSystem = { overrideAccess: true, depth: 0 } as const

type Req = Partial<PayloadRequest>

/** The team accounts a fresh installation gets, with the names they show in the admin. */
const TEAM_ACCOUNTS = {
  admin: { email: 'admin@lecercle.example', firstName: 'Équipe', lastName: 'Admin' },
  editor: { email: 'editeur@lecercle.example', firstName: 'Équipe', lastName: 'Éditoriale' },
} as const
export type TeamRole = keyof typeof TEAM_ACCOUNTS

/** Creates an account of this role unless one exists; returns the credentials when it created one. */
export async function ensureTeamAccount(payload: Payload, req: Req, role: TeamRole, email?: string, password?: string) {
  const existing = await payload.count({ collection: 'users', where: { role: { equals: role } }, ...asSystem, req })
  if (existing.totalDocs > 0) return null
  const { firstName, lastName, email: defaultEmail } = TEAM_ACCOUNTS[role]
  const credentials = {
    email: (email ?? defaultEmail).toLowerCase(),
    password: password ?? randomBytes(12).toString('base64url'),
  }
  await payload.create({
    collection: 'users',
    // The operator chose this address: it counts as proven.
    data: {
      ...credentials,
      role,
      firstName,
      lastName,
      registrationCompleted: true,
      registrationStep: 8,
      source: 'admin',
      applicationStatus: 'approved',
      emailVerifiedAt: new Date().toISOString(),
    },
    ...asSystem,
    req,
  })
  return credentials
}
