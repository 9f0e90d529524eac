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
