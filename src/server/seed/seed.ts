import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { DEMO_ARTICLES } from './demoArticles'
import { demoApplicants } from './demoApplicants'

/**
 * System scripts (seed, first start) act as the system, not on behalf of a caller, hence
 * overrideAccess: true here only.
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
    data: { ...credentials, role, firstName, lastName, registrationCompleted: true, registrationStep: 8, source: 'admin', applicationStatus: 'approved', emailVerifiedAt: new Date().toISOString() },
    ...asSystem,
    req,
  })
  return credentials
}

export function ensureAdmin(payload: Payload, req: Req, email?: string, password?: string) {
  return ensureTeamAccount(payload, req, 'admin', email, password)
}

/** Demo content for an empty database; does nothing when articles already exist. */
export async function seedDemoContent(payload: Payload, req: Req): Promise<boolean> {
  const articles = await payload.count({ collection: 'articles', ...asSystem, req })
  if (articles.totalDocs > 0) return false
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    await payload.create({ collection: 'articles', data: { ...article, position: index + 1 }, ...asSystem, req })
  }
  const admin = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, ...asSystem, req })).docs[0]
  for (const applicant of demoApplicants()) {
    const reviewedBy = applicant.reviewedAt && admin ? admin.id : null
    await payload.create({
      collection: 'users',
      data: { ...applicant, reviewedBy, role: 'applicant', password: randomBytes(16).toString('base64url') } as never,
      ...asSystem,
      req,
    })
  }
  return true
}

const ROLE_TITLES: Record<TeamRole, string> = { admin: 'Compte administrateur', editor: 'Compte éditeur (articles)' }

export function printCredentials(credentials: { email: string; password: string }, role: TeamRole = 'admin') {
  const line = '─'.repeat(60)
  console.log(`\n${line}\n  ${ROLE_TITLES[role]} créé (affiché une seule fois) :\n  email        ${credentials.email}\n  mot de passe ${credentials.password}\n  → http://localhost:3000/admin\n${line}\n`)
}
