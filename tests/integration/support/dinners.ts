import * as cancel from '@/app/(frontend)/api/dinners/[id]/bookings/me/route'
import * as bookings from '@/app/(frontend)/api/dinners/[id]/bookings/route'
import { PERSONALITY_SLIDERS } from '@/domain/personality'
import type { PricingPlan } from '@/domain/plans'
import type { Dinner } from '@/payload-types'
import { issueSession } from '@/server/auth/session'
import { pool } from '@/server/db/pool'

import { call, ready, uniqueEmail } from './api'
import { parisEvening } from '../../../tooling/seed/demoDinners'

let serial = 0

export type Member = { id: number; email: string; cookie: string }

/**
 * An approved member with a session, made directly in the database (the wizard has its own
 * tests; twenty members through it would only slow this file down). Answers vary with `serial`.
 */
export async function member(
  options: {
    plan?: PricingPlan
    themes?: string[]
    company?: string
    languages?: string[]
    status?: 'approved' | 'pending'
    lastName?: string
  } = {},
): Promise<Member> {
  const payload = await ready()
  serial += 1
  const email = uniqueEmail('membre')
  const sliders = Object.fromEntries(PERSONALITY_SLIDERS.map((s, i) => [s.id, ((serial * (i + 3)) % 10) + 1]))
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email,
      password: 'mot-de-passe-membre',
      role: 'applicant',
      firstName: `Membre${serial}`,
      lastName: options.lastName ?? 'Convive',
      themes: (options.themes ?? ['economy-work', 'politics-democracy', 'technology-future']) as never,
      pricingPlan: options.plan ?? 'premium',
      sector: 'medias-communication',
      company: options.company ?? `Maison ${serial}`,
      currentJob: 'Journaliste',
      languages: (options.languages ?? ['fr']) as never,
      personalityResponses: {
        ...sliders,
        explore_vs_deepen: serial % 2 ? 'explore' : 'deepen',
        experiences_vs_ideas: 'ideas',
        elegant_vs_festive: 'elegant',
      },
      dietaryInfo: {
        allergies: serial % 3 === 0 ? ['Gluten'] : [],
        preferences: serial % 4 === 0 ? ['Végétarien'] : [],
      },
      registrationCompleted: true,
      registrationStep: 8,
      applicationStatus: options.status ?? 'approved',
      emailVerifiedAt: new Date().toISOString(),
    },
  })
  const cookie = (await issueSession(payload, user.id)).split(';')[0]
  return { id: user.id, email, cookie }
}

const DAY = 24 * 60 * 60 * 1000

const MINUTE = 60 * 1000
let undated = 0

/**
 * A dinner `days` from now (published unless told), with a venue only confirmed guests may see.
 * Without `days`, at 8 p.m. Paris 20 days from now (after its morning brief, whatever the hour the
 * suite runs), each one a minute sooner than the one before: the newest is first in any list by
 * date (the public list, the member's, the admin's are capped), whichever files of its worker ran before.
 */
export async function dinner(overrides: Partial<Dinner> & { days?: number } = {}): Promise<Dinner> {
  const payload = await ready()
  undated += 1
  const { days, ...data } = overrides
  const startsAt =
    days === undefined ? new Date(new Date(parisEvening(20)).getTime() - undated * MINUTE) : new Date(Date.now() + days * DAY)
  return payload.create({
    collection: 'dinners',
    overrideAccess: true,
    data: {
      title: 'Que reste-t-il du débat public ?',
      theme: 'politics-democracy',
      startsAt: startsAt.toISOString(),
      city: 'Paris',
      venueName: 'Le Salon Vert',
      venueAddress: '12 rue Secrète, 75003 Paris',
      speakers: [{ name: 'Claire Martin', role: 'journalist', bio: 'Grand reporter.' }],
      seats: 16,
      tableSizeMin: 6,
      tableSizeMax: 8,
      status: 'published',
      ...data,
    },
  })
}

/**
 * `count` members, created one after another: each creation hashes a password while it holds a
 * pooled connection, and a crowd of them at once only measures the machine. `options(i)` varies them.
 */
export async function members(count: number, options: (index: number) => Parameters<typeof member>[0] = () => ({})) {
  const created = []
  for (let index = 0; index < count; index += 1) created.push(await member(options(index)))
  return created
}

/**
 * Books these members at the dinner and seats them by table (the first list at table 1…), with the
 * attendance `markOf` gives each (none by default), then confirms the tables.
 */
export async function seatedAt(
  dinnerId: number,
  tables: Member[][],
  markOf: (guest: Member) => 'present' | 'no_show' | null = () => null,
): Promise<void> {
  const payload = await ready()
  for (const [t, guests] of tables.entries()) {
    for (const guest of guests) {
      await payload.create({
        collection: 'bookings',
        overrideAccess: true,
        data: { dinner: dinnerId, member: guest.id, status: 'booked', tableNumber: t + 1, attendance: markOf(guest) },
      })
    }
  }
  await pool(payload).query('UPDATE dinners SET tables_confirmed_at = now() WHERE id = $1', [dinnerId])
}

/** `who` books a seat (or the waitlist) at the dinner through the route, with `body` (a +1…). */
export const book = (who: { cookie?: string }, dinnerId: number, body: unknown = {}) =>
  call(bookings.POST, { cookie: who.cookie, body, params: { id: String(dinnerId) } })

/** `who` cancels their booking at the dinner through the route. */
export const unbook = (who: { cookie?: string }, dinnerId: number) =>
  call(cancel.DELETE, { method: 'DELETE', cookie: who.cookie, params: { id: String(dinnerId) } })
