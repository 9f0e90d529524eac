import { beforeAll, describe, expect, it } from 'vitest'

import * as attendance from '@/app/(frontend)/api/me/attendance/route'
import * as meDinners from '@/app/(frontend)/api/me/dinners/route'
import * as exportData from '@/app/(frontend)/api/me/export/route'
import type { MemberDinners } from '@/domain/api/dinners'
import type { MemberAttendance } from '@/domain/attendanceContests'
import { VALIDATION } from '@/domain/messages/validation'
import { pool } from '@/server/db/pool'

import { call, ready, registerApplicant } from './support/api'
import { book, dinner, type Member, member } from './support/dinners'
import { PAST_DINNERS_SQL } from '../support/pastDinners'

/** `count` dinners behind the member, each marked present. */
async function pastDinners(who: Member, count: number): Promise<void> {
  await pool(await ready()).query(PAST_DINNERS_SQL, [who.email, count])
}

const marksOf = (who: { cookie?: string }, query = '') => call(attendance.GET, { cookie: who.cookie, path: `/api/me/attendance${query}` })

let veteran: Member

beforeAll(async () => {
  await ready()
  veteran = await member()
  await pastDinners(veteran, 45)
})

describe('« Mes dîners passés » of a member with years of dinners', () => {
  it('shows 20 marks at a time, the latest dinner first, and says when older ones follow', async () => {
    const pages: MemberAttendance[] = []
    for (const query of ['', '?page=2', '?page=3']) {
      const answer = await marksOf(veteran, query)
      expect(answer.status).toBe(200)
      pages.push(answer.body as MemberAttendance)
    }
    expect(pages.map((page) => [page.page, page.marks.length, page.more])).toEqual([
      [1, 20, true],
      [2, 20, true],
      [3, 5, false],
    ])
    const dinners = pages.flatMap((page) => page.marks.map((mark) => mark.dinnerTitle))
    expect(dinners).toEqual(Array.from({ length: 45 }, (_, i) => `Dîner passé n° ${i + 1}`))
    expect(pages.every((page) => page.noShows === 0 && page.marks.every((mark) => mark.mark === 'present'))).toBe(true)
    // Past the last page: none, and nothing more.
    expect((await marksOf(veteran, '?page=4')).body).toMatchObject({ page: 4, marks: [], more: false })
  })

  it('refuses a page that is not a number from 1 in French (400), no session (401), an applicant (403)', async () => {
    for (const wrong of ['0', '-1', 'deux', '1.5'])
      expect(await marksOf(veteran, `?page=${wrong}`), wrong).toMatchObject({ status: 400, body: { message: VALIDATION.pageInvalid } })
    expect((await marksOf({}, '?page=2')).status).toBe(401)
    expect((await marksOf(await registerApplicant(), '?page=2')).status).toBe(403)
  })

  it('« Mes dîners » holds the place to come, not the years of marked ones', async () => {
    const next = await dinner({ days: 12 })
    expect((await book(veteran, next.id)).status).toBe(201)
    const space = (await call(meDinners.GET, { cookie: veteran.cookie })).body as MemberDinners
    expect(space.bookings.map((booking) => booking.dinner.id)).toEqual([next.id])
    expect(space.dined).toBe(true)
  })

  it('the data export gives each booking and its dinner as Payload gives them to the member: the venue once seated, a dinner they may not read by its id', async () => {
    const payload = await ready()
    const who = await member()
    await pastDinners(who, 4)
    const next = await dinner({ days: 12 })
    expect((await book(who, next.id)).status).toBe(201)
    const db = pool(payload)
    const dinnerOf = async (n: number) =>
      (
        await db.query<{ id: number }>(
          `SELECT d.id FROM dinners d JOIN bookings b ON b.dinner_id = d.id WHERE b.member_id = $1 AND d.title = $2`,
          [who.id, `Dîner passé n° ${n}`],
        )
      ).rows[0].id
    // n° 1: seated at confirmed tables, with the team's note; n° 2: confirmed tables, no seat; n° 3: their own
    // cancellation of a dinner since held (not theirs to read any more); n° 4: cancelled by the team under them.
    await db.query(`UPDATE dinners SET tables_confirmed_at = starts_at - interval '1 day' WHERE id = ANY($1::int[])`, [
      [await dinnerOf(1), await dinnerOf(2)],
    ])
    await db.query(
      `UPDATE bookings SET table_number = 2, team_note = 'Arrive toujours en avance.' WHERE member_id = $1 AND dinner_id = $2`,
      [who.id, await dinnerOf(1)],
    )
    await db.query(
      `UPDATE bookings SET status = 'cancelled', attendance = NULL, cancelled_at = now() WHERE member_id = $1 AND dinner_id = $2`,
      [who.id, await dinnerOf(3)],
    )
    await db.query(`UPDATE bookings SET status = 'cancelled', attendance = NULL WHERE member_id = $1 AND dinner_id = $2`, [
      who.id,
      await dinnerOf(4),
    ])
    await db.query(`UPDATE dinners SET status = 'cancelled' WHERE id = $1`, [await dinnerOf(4)])

    const exported = JSON.parse((await call(exportData.GET, { cookie: who.cookie })).text) as { bookings: Record<string, unknown>[] }
    const user = await payload.findByID({ collection: 'users', id: who.id, overrideAccess: true })
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { member: { equals: who.id } },
      user,
      overrideAccess: false,
      depth: 1,
      pagination: false,
      sort: '-createdAt',
      select: {
        dinner: true,
        status: true,
        plusOne: true,
        tableNumber: true,
        createdAt: true,
        cancelledAt: true,
        attendance: true,
        attendanceMarkedAt: true,
        attendanceContest: true,
        attendanceContestedAt: true,
        attendanceContestOutcome: true,
        attendanceContestReply: true,
        attendanceContestAnsweredAt: true,
      },
    })
    const withoutNote = exported.bookings.map(({ teamNote: _note, ...booking }) => booking)
    expect(withoutNote).toEqual(JSON.parse(JSON.stringify(docs)))
    const byTitle = (n: number) =>
      exported.bookings.find(
        (booking) => typeof booking.dinner === 'object' && (booking.dinner as { title: string }).title === `Dîner passé n° ${n}`,
      )
    expect(byTitle(1)).toMatchObject({ teamNote: 'Arrive toujours en avance.', tableNumber: 2, dinner: { venueName: 'Le Salon Vert' } })
    expect((byTitle(2)?.dinner as Record<string, unknown>).venueName).toBeUndefined()
    expect(exported.bookings.filter((booking) => typeof booking.dinner === 'number')).toHaveLength(1)
    expect(byTitle(4)).toMatchObject({ status: 'cancelled', dinner: { status: 'cancelled' } })
  })

  it('the data export holds every booking, beyond a thousand', async () => {
    const regular = await member()
    await pastDinners(regular, 1005)
    const answer = await call(exportData.GET, { cookie: regular.cookie })
    expect(answer.status).toBe(200)
    const data = JSON.parse(answer.text) as { bookings: { dinner: { title: string } | number; attendance: string }[] }
    expect(data.bookings).toHaveLength(1005)
    expect(data.bookings.every((booking) => typeof booking.dinner === 'object' && booking.attendance === 'present')).toBe(true)
  })
})
