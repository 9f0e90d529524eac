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

export const DEFAULT_ADMIN_EMAIL = 'admin@lecercle.example'

/** Creates the admin account unless one exists; returns the credentials when it created one. */
export async function ensureAdmin(payload: Payload, req: Req, email?: string, password?: string) {
  const admins = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } }, ...asSystem, req })
  if (admins.totalDocs > 0) return null
  const credentials = {
    email: (email ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    password: password ?? randomBytes(12).toString('base64url'),
  }
  await payload.create({
    collection: 'users',
    data: { ...credentials, role: 'admin', firstName: 'Équipe', lastName: 'Admin', registrationCompleted: true, registrationStep: 8, source: 'admin', applicationStatus: 'approved' },
    ...asSystem,
    req,
  })
  return credentials
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

export function printCredentials(credentials: { email: string; password: string }) {
  const line = '─'.repeat(60)
  console.log(`\n${line}\n  Compte administrateur créé (affiché une seule fois) :\n  email        ${credentials.email}\n  mot de passe ${credentials.password}\n  → http://localhost:3000/admin\n${line}\n`)
}
