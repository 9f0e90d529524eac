import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { operationTransaction } from '@/server/db/transaction'

import { seedAbHistory } from './demoAbHistory'
import { demoApplicants } from './demoApplicants'
import { DEMO_ARTICLES } from './demoArticles'
import { demoDinners, demoMembers } from './demoDinners'
import { seedLastWeeksDinner } from './demoEvening'

/**
 * System scripts (seed, first start) act as the system, not on behalf of a caller, hence
 * overrideAccess: true here only.
 */
const asSystem = { overrideAccess: true, depth: 0 } as const

type Req = Partial<PayloadRequest>

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
      data: { ...applicant, reviewedBy, role: 'applicant', password: randomBytes(16).toString('base64url') },
      ...asSystem,
      req,
    })
  }
  await seedAbHistory(
    await operationTransaction({ payload, transactionID: req.transactionID } as PayloadRequest),
    demoApplicants()[0].email,
  )
  await seedDemoDinners(payload, req, admin?.id ?? null)
  return true
}

/** Members with varied answers, and dinners they booked: one to compose, one just opened, one full with a waitlist, a draft. */
async function seedDemoDinners(payload: Payload, req: Req, adminId: number | null): Promise<void> {
  const members = []
  for (const member of demoMembers()) {
    members.push(
      await payload.create({
        collection: 'users',
        data: { ...member, reviewedBy: adminId, role: 'applicant', password: randomBytes(16).toString('base64url') },
        ...asSystem,
        req,
      }),
    )
  }
  // The essential plan allows one dinner a month: the later dinners are booked by premium members.
  const premium = members.filter((member) => member.pricingPlan === 'premium')
  const guestsOf = [members, premium.slice(-3), premium]
  for (const [index, { booked, waitlisted, ...dinner }] of demoDinners().entries()) {
    const created = await payload.create({ collection: 'dinners', data: dinner, ...asSystem, req })
    const guests = (guestsOf[index] ?? []).slice(0, booked + waitlisted)
    for (const [order, guest] of guests.entries()) {
      const waiting = order >= booked
      await payload.create({
        collection: 'bookings',
        data: {
          dinner: created.id,
          member: guest.id,
          status: waiting ? 'waitlisted' : 'booked',
          queuedAt: waiting ? new Date(Date.now() + order).toISOString() : null,
        },
        ...asSystem,
        req,
      })
    }
  }
}

/** The demo member (approved, premium, nothing booked yet): whoever runs the demo books as them. */
export async function ensureDemoMember(payload: Payload, req: Req, email: string = DEMO_MEMBER.email, password?: string) {
  const address = email.toLowerCase()
  const existing = await payload.count({ collection: 'users', where: { email: { equals: address } }, ...asSystem, req })
  if (existing.totalDocs > 0) return null
  const [model] = demoMembers()
  const credentials = { email: address, password: password ?? randomBytes(12).toString('base64url') }
  await payload.create({
    collection: 'users',
    data: {
      ...model,
      ...credentials,
      firstName: DEMO_MEMBER.firstName,
      lastName: DEMO_MEMBER.lastName,
      company: DEMO_MEMBER.company,
      languages: ['fr', 'en'],
      role: 'applicant',
    },
    ...asSystem,
    req,
  })
  return credentials
}

/** Last week's dinner, held, with the demo member among its guests: returns their feedback link's path. */
export function seedDemoEvening(payload: Payload, req: Req, email: string = DEMO_MEMBER.email): Promise<string | null> {
  return seedLastWeeksDinner(payload, req, email)
}

export const DEMO_MEMBER = { email: 'membre@lecercle.example', firstName: 'Margaux', lastName: 'Delorme', company: 'Indépendante' } as const
