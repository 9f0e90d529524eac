import { beforeAll, describe, expect, it } from 'vitest'

import * as dinnerFeedback from '@/app/(frontend)/api/admin/dinners/[id]/feedback/route'
import * as speakerFeedback from '@/app/(frontend)/api/admin/feedback/speakers/route'
import * as feedbackRoute from '@/app/(frontend)/api/feedback/route'
import type { DinnerFeedbackStats, SpeakerStats } from '@/domain/feedbackStats'
import { sendFeedbackRequests } from '@/server/dinners/afterwards/feedback'

import { adminCookie, call, editorCookie, mailedToken, ready } from './support/api'
import { dinner, type Member, members, seatedAt } from './support/dinners'

const ASKED = 'votre avis sur le dîner'

let admin: string

type Answer = { evening: number; speaker: number; conversation: number; comment?: string }

/**
 * A dinner held yesterday with `speaker`, its confirmed tables seating these members, each asked
 * the morning after; the members of `answers` answer (in order), the others do not.
 */
async function heldAndAnswered(tables: Member[][], answers: Map<Member, Answer>, speaker: string): Promise<number> {
  const d = await dinner({
    days: -1,
    title: `Dîner noté ${tables[0][0].id}`,
    speakers: [{ name: speaker, role: 'expert', bio: 'Économiste.' }],
  })
  await seatedAt(d.id, tables, () => 'present')
  const payload = await ready()
  await sendFeedbackRequests(payload, { dinnerId: d.id, startsAt: d.startsAt })
  for (const [guest, answer] of answers) {
    const token = await mailedToken(guest.email, ASKED, '/avis')
    expect((await call(feedbackRoute.POST, { body: { token, ...answer } })).status).toBe(200)
  }
  return d.id
}

const statsOf = async (id: number, cookie = admin) => call(dinnerFeedback.GET, { method: 'GET', cookie, params: { id: String(id) } })
const speakers = async (cookie = admin) => call(speakerFeedback.GET, { method: 'GET', cookie })

beforeAll(async () => {
  admin = await adminCookie()
})

describe('what the team learns from the answers', () => {
  it('per dinner: the response rate, each score’s average and spread, the comments without authors, each table beside its diversity', async () => {
    const guests = await members(6)
    const [a, b, c, d, e] = guests
    const answers = new Map<Member, Answer>([
      [a, { evening: 5, speaker: 4, conversation: 5, comment: 'Une table très vivante.' }],
      [b, { evening: 4, speaker: 4, conversation: 4 }],
      [c, { evening: 3, speaker: 5, conversation: 3 }],
      [d, { evening: 3, speaker: 2, conversation: 2, comment: 'Trop de bruit dans la salle.' }],
      [e, { evening: 4, speaker: 3, conversation: 1 }],
    ])
    const id = await heldAndAnswered([guests.slice(0, 3), guests.slice(3)], answers, `Intervenante ${a.id}`)

    const answer = await statsOf(id)
    expect(answer.status).toBe(200)
    const stats = answer.body.stats as DinnerFeedbackStats
    expect([stats.asked, stats.answered]).toEqual([6, 5])
    expect(stats.scores.evening).toEqual({ average: 3.8, counts: [0, 0, 2, 2, 1] })
    expect(stats.scores.speaker).toEqual({ average: 3.6, counts: [0, 1, 1, 2, 1] })
    expect(stats.scores.conversation.counts).toEqual([1, 1, 1, 1, 1])
    // Dated to the day, never to the minute: an hour could tell who wrote them.
    for (const comment of stats.comments) expect(comment.on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(stats.comments.map((comment) => comment.text).sort()).toEqual(['Trop de bruit dans la salle.', 'Une table très vivante.'])
    // Never who said what: no member's name, address or id beside the answers.
    for (const guest of guests) expect(JSON.stringify(stats)).not.toContain(guest.email)
    expect(JSON.stringify(stats)).not.toMatch(/Membre\d|Convive/)

    expect(stats.tables.map(({ table, guests: seated, answers: count, conversation }) => [table, seated, count, conversation])).toEqual([
      // A table's score shows from three answers: two would let the team guess who gave which.
      [1, 3, 3, 4],
      [2, 3, 2, null],
    ])
    for (const table of stats.tables) {
      expect(table.diversityScore).toBeGreaterThanOrEqual(0)
      expect(table.diversityScore).toBeLessThanOrEqual(100)
    }
  })

  it('per speaker: averages across dinners only from three answers up', async () => {
    const guests = await members(4)
    const speaker = `Orateur ${guests[0].id}`
    const two = new Map<Member, Answer>([
      [guests[0], { evening: 5, speaker: 5, conversation: 4 }],
      [guests[1], { evening: 3, speaker: 4, conversation: 4 }],
    ])
    await heldAndAnswered([guests.slice(0, 2)], two, speaker)
    const row = async () => ((await speakers()).body.speakers as SpeakerStats[]).find((entry) => entry.speaker === speaker)
    expect(await row()).toEqual({ speaker, dinners: 1, answers: 2, speakerAverage: null, eveningAverage: null })

    await heldAndAnswered([guests.slice(2)], new Map([[guests[2], { evening: 4, speaker: 3, conversation: 3 }]]), speaker)
    expect(await row()).toEqual({ speaker, dinners: 2, answers: 3, speakerAverage: 4, eveningAverage: 4 })
  })

  it('is for admins only: a visitor (401), an editor or a member (403); an unknown or malformed dinner is not found', async () => {
    const [guest] = await members(1)
    const id = await heldAndAnswered([[guest]], new Map(), `Intervenant ${guest.id}`)
    for (const [cookie, status] of [
      ['', 401],
      [await editorCookie(), 403],
      [guest.cookie, 403],
    ] as const) {
      expect((await statsOf(id, cookie)).status).toBe(status)
      expect((await speakers(cookie)).status).toBe(status)
    }
    const unknown = await statsOf(987_654)
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Ressource introuvable.'])
    const bad = await call(dinnerFeedback.GET, { method: 'GET', cookie: admin, params: { id: 'abc' } })
    expect([bad.status, bad.body.message]).toEqual([404, 'Ressource introuvable.'])
  })
})
