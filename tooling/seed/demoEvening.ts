import type { Payload, PayloadRequest, Where } from 'payload'

import { hashOfToken, newSecretToken } from '@/server/auth/secretTokens'
import { operationTransaction, sql, type Transaction } from '@/server/db/transaction'

import { EUROPE_SPEAKER, parisEvening } from './demoDinners'

const asSystem = { overrideAccess: true, depth: 0 } as const

type Req = Partial<PayloadRequest>
type Guest = { id: number; firstName?: string | null }

/** Their scores for the evening, the speaker and the conversation, and a word for the team now and then (seeded, so the demo repeats). */
const ANSWERS: [number, number, number, string | null][] = [
  [5, 5, 4, 'Une table où l’on s’est vraiment contredit, avec beaucoup d’élégance.'],
  [4, 5, 5, null],
  [4, 4, 3, 'Le salon était un peu bruyant en fin de soirée.'],
  [5, 4, 5, null],
  [3, 4, 2, null],
  [4, 5, 4, 'Merci pour l’accueil, et pour le dessert.'],
  [5, 5, 5, null],
  [4, 3, 3, null],
  [4, 4, 4, null],
]

/**
 * Last week's dinner, held, so that every screen after the dinner can be seen at once:
 * twelve guests, the demo member among them, at two confirmed tables; the team's marks (one
 * absence, one late cancellation); the other guests' answers; a tablemate who would like to see
 * the demo member again (a « revoir » waiting for the tick back); a report between two guests of
 * the other table. Returns the demo member's own feedback link (its path), which the seed prints.
 */
export async function seedLastWeeksDinner(payload: Payload, req: Req, memberEmail: string): Promise<string | null> {
  const find = (where: Where) => payload.find({ collection: 'users', where, sort: 'id', limit: 100, pagination: false, ...asSystem, req })
  const [demo] = (await find({ email: { equals: memberEmail.toLowerCase() } })).docs
  const members = (await find({ email: { contains: '@membres.demo.example' } })).docs
  const [admin] = (await find({ role: { equals: 'admin' } })).docs
  if (!demo || members.length < 22) return null
  // Guests who are not at the upcoming demo dinners' tables, so that the report changes nothing the demo composes.
  const guests: Guest[] = [demo, ...members.slice(11, 22)]
  const held = parisEvening(-7)
  const dinner = await payload.create({
    collection: 'dinners',
    data: {
      title: 'Que peut encore la diplomatie ?',
      theme: 'world-geopolitics',
      startsAt: held,
      city: 'Paris',
      venueName: 'Le Salon des Arcades',
      venueAddress: '18 rue de Rivoli, 75004 Paris',
      speakers: [EUROPE_SPEAKER],
      seats: 12,
      tableSizeMin: 6,
      tableSizeMax: 8,
      status: 'done',
      tablesConfirmedAt: parisEvening(-9),
    },
    ...asSystem,
    req,
  })
  const marks = new Map<number, 'no_show' | 'late_cancel'>([
    [members[20].id, 'no_show'],
    [members[21].id, 'late_cancel'],
  ])
  const bookings = new Map<number, number>()
  for (const [seat, guest] of guests.entries()) {
    const booking = await payload.create({
      collection: 'bookings',
      data: {
        dinner: dinner.id,
        member: guest.id,
        status: 'booked',
        tableNumber: (seat % 2) + 1,
        attendance: marks.get(guest.id) ?? 'present',
        attendanceMarkedBy: admin?.id ?? null,
        attendanceMarkedAt: new Date(new Date(held).getTime() + 14 * 3_600_000).toISOString(),
      },
      ...asSystem,
      req,
    })
    bookings.set(guest.id, booking.id)
  }
  const tx = await operationTransaction({ payload, transactionID: req.transactionID } as PayloadRequest)
  const present = guests.slice(1).filter((guest) => !marks.has(guest.id))
  for (const [index, guest] of present.entries()) await answered(tx, bookings.get(guest.id) ?? 0, ANSWERS[index % ANSWERS.length])
  // Mathilde (table 1, with the demo member) would like to see them again: their tick back introduces them.
  await tx.query(sql`INSERT INTO revoir_wishes (booking_id, mate_id) VALUES (${bookings.get(members[12].id) ?? 0}, ${demo.id})`)
  await tx.query(sql`
    INSERT INTO conduct_reports (reporter_id, reported_id, dinner_id, category, message)
    VALUES (${members[15].id}, ${members[19].id}, ${dinner.id}, 'irrespect',
            ${'Il m’a coupé la parole toute la soirée et a tourné mes réponses en dérision. Je ne souhaite plus être à sa table.'})`)
  return demoFeedbackLink(tx, bookings.get(demo.id) ?? 0)
}

async function answered(tx: Transaction, bookingId: number, [evening, speaker, conversation, comment]: (typeof ANSWERS)[number]) {
  await tx.query(sql`
    INSERT INTO feedback_requests (booking_id, expires_at) VALUES (${bookingId}, now() + interval '1 day')`)
  await tx.query(sql`
    INSERT INTO dinner_feedback (booking_id, evening, speaker, conversation, comment)
    VALUES (${bookingId}, ${evening}, ${speaker}, ${conversation}, ${comment})`)
}

/** The demo member was asked too and has not answered yet: their link works for 7 days from the seed. */
async function demoFeedbackLink(tx: Transaction, bookingId: number): Promise<string> {
  const token = newSecretToken()
  await tx.query(sql`INSERT INTO feedback_requests (booking_id, expires_at) VALUES (${bookingId}, now() + interval '7 days')`)
  await tx.query(sql`INSERT INTO feedback_links (token_hash, booking_id) VALUES (${hashOfToken(token)}, ${bookingId})`)
  return `/avis?token=${token}`
}
