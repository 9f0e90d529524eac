import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as cancellation from '@/app/(frontend)/api/me/membership/cancellation/route'
import * as pause from '@/app/(frontend)/api/me/membership/pause/route'
import * as mine from '@/app/(frontend)/api/me/membership/route'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { PAUSE_ERRORS } from '@/domain/billing/pauseTexts'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { pauseJob, type PauseJob, resumeMembership, sendPauseReminder } from '@/server/billing/pause/resume'
import { pool } from '@/server/db/pool'
import { membershipEndings } from '@/server/dinners/booking/membershipEnd'

import { call, completedApplicant, ready, smtp } from './support/api'
import { billingSuite, membershipEntries, membershipOf, payingMember } from './support/billing'
import { book, dinner } from './support/dinners'

const suite = billingSuite()
afterEach(() => vi.useRealTimers())

const pausePath = (months: unknown) => `/api/me/membership/pause?months=${String(months)}`

async function pauseOf(memberId: number): Promise<{ resumes_at: Date; reminder_sent_at: Date | null; resumed_at: Date | null }> {
  const { rows } = await pool(await ready()).query(
    'SELECT resumes_at, reminder_sent_at, resumed_at FROM membership_pauses WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [memberId],
  )
  return rows[0]
}

async function bookingStatus(dinnerId: number, memberId: number): Promise<string> {
  const { rows } = await pool(await ready()).query('SELECT status FROM bookings WHERE dinner_id = $1 AND member_id = $2', [
    dinnerId,
    memberId,
  ])
  return rows[0]?.status
}

/** The invoices Stripe holds for the member's customer, oldest first. */
async function invoicesOf(memberId: number) {
  const { stripe_customer_id: customer } = (await membershipOf(memberId)) ?? {}
  const { data } = await suite.billing.stripe.invoices.list({ customer: String(customer), limit: 100 })
  return data.reverse().map((invoice) => ({ at: invoice.created, status: invoice.status, paid: invoice.amount_paid }))
}

async function pauseIdOf(memberId: number): Promise<number> {
  const { rows } = await pool(await ready()).query('SELECT id FROM membership_pauses WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [
    memberId,
  ])
  return rows[0].id
}

/**
 * The job planned under `key` checked for its date, then run as the queue would once due, on a
 * clock moved there — twice at once, as two instances racing for it (its own row makes it once).
 */
async function runPlanned(key: string, at: Date, run: (payload: Payload, job: PauseJob) => Promise<void>): Promise<void> {
  const payload = await ready()
  const { rows } = await pool(payload).query('SELECT payload, run_at FROM graphile_worker._private_jobs WHERE key = $1', [key])
  expect(rows).toHaveLength(1)
  expect(new Date(rows[0].run_at).getTime()).toBe(at.getTime())
  await pool(payload).query('SELECT graphile_worker.remove_job($1)', [key])
  vi.useFakeTimers({ now: at.getTime() + 1000, toFake: ['Date'] })
  try {
    const job = pauseJob.parse(rows[0].payload)
    await Promise.all([run(payload, job), run(payload, job)])
  } finally {
    vi.useRealTimers()
  }
}

describe('two pauses asked at once', () => {
  it('make one pause; the second is refused as already paused', async () => {
    const member = await payingMember(suite)
    const answers = await Promise.all([
      call(pause.POST, { cookie: member.cookie, body: { months: 2 } }),
      call(pause.POST, { cookie: member.cookie, body: { months: 2 } }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(PAUSE_ERRORS.alreadyPaused)
    const { rows } = await pool(await ready()).query('SELECT count(*)::int AS n FROM membership_pauses WHERE member_id = $1', [member.id])
    expect(rows[0].n).toBe(1)
    const view = await call(mine.GET, { cookie: member.cookie })
    expect(view.body.membership).toMatchObject({ status: 'paused' })
  })
})

describe('the pause routes refuse', () => {
  it('400 in French for a bad duration, 401 without a session, 403 for a non-member, 409 when not active', async () => {
    const member = await payingMember(suite)
    for (const months of [0, 4, 'deux']) {
      expect(await call(pause.POST, { cookie: member.cookie, body: { months } })).toMatchObject({
        status: 400,
        body: { message: PAUSE_ERRORS.badMonths },
      })
    }
    expect(await call(pause.GET, { cookie: member.cookie, path: '/api/me/membership/pause' })).toMatchObject({
      status: 400,
      body: { message: PAUSE_ERRORS.badMonths },
    })
    expect(await call(pause.POST, { body: { months: 1 } })).toMatchObject({ status: 401, body: { message: API_ERRORS.unauthenticated } })
    expect(await call(pause.GET, { path: pausePath(1) })).toMatchObject({ status: 401 })
    const pending = await completedApplicant()
    expect(await call(pause.POST, { cookie: pending.cookie, body: { months: 1 } })).toMatchObject({
      status: 403,
      body: { message: BILLING_ERRORS.notMember },
    })
    const unpaid = await completedApplicant()
    await call(review.POST, { cookie: suite.admin, body: { action: 'approve', notes: '' }, params: { id: String(unpaid.id) } })
    expect(await call(pause.GET, { cookie: unpaid.cookie, path: pausePath(1) })).toMatchObject({
      status: 409,
      body: { message: PAUSE_ERRORS.notActive },
    })
  })
})

describe('a paused member who cancels', () => {
  it('may cancel during the pause, still cannot book until it ends, and undoing returns to the pause', async () => {
    const member = await payingMember(suite)
    expect((await call(pause.POST, { cookie: member.cookie, body: { months: 2 } })).status).toBe(200)

    const confirmed = await call(cancellation.POST, { cookie: member.cookie, body: { confirm: true } })
    expect(confirmed.status).toBe(200)
    await suite.billing.standIn.admin.settled()
    const cancelled = (await call(mine.GET, { cookie: member.cookie })).body.membership
    expect(cancelled).toMatchObject({ status: 'cancelling', cancelAt: confirmed.body.effectiveDate, pausedUntil: expect.any(String) })
    // Still in its pause: « Mon adhésion » shows the pause, not « pause indisponible ».
    expect((await call(mine.GET, { cookie: member.cookie })).body.pauseRefusal).toBeNull()
    const later = await dinner({ days: 20, title: 'Dîner pendant la pause résiliée' })
    expect(await book(member, later.id)).toMatchObject({ status: 403 })

    expect((await call(cancellation.DELETE, { method: 'DELETE', cookie: member.cookie })).status).toBe(200)
    await suite.billing.standIn.admin.settled()
    expect((await call(mine.GET, { cookie: member.cookie })).body.membership).toMatchObject({ status: 'paused', cancelAt: null })
  })
})

// Last in the file: it moves the stand-in's clock a month past its pause, and a pause asked for
// afterwards would already be over in Stripe's eyes.
describe('a pause across a booked dinner', () => {
  it('lists then cancels the dinner with its mail, refuses bookings, charges nothing, mails a week before and resumes by itself', async () => {
    const member = await payingMember(suite)
    const inside = await dinner({ title: 'Dîner pendant la pause' })
    const after = await dinner({ days: 75, title: 'Dîner après la pause' })
    expect((await book(member, inside.id)).status).toBe(201)
    expect((await book(member, after.id)).status).toBe(201)

    const preview = await call(pause.GET, { cookie: member.cookie, path: pausePath(1) })
    expect(preview.status).toBe(200)
    expect(preview.body.cancelled).toEqual([expect.objectContaining({ dinnerId: inside.id, title: 'Dîner pendant la pause' })])
    expect(preview.body.kept).toEqual([])
    expect(await bookingStatus(inside.id, member.id)).toBe('booked')

    const paused = await call(pause.POST, { cookie: member.cookie, body: { months: 1 } })
    expect(paused.status).toBe(200)
    expect(paused.body).toMatchObject({ status: 'paused', pausedUntil: expect.any(String), nextChargeAt: null })
    const resumesAt = new Date(paused.body.pausedUntil)
    // A month from when it was taken, to the second: the confirmation may come a second after the preview.
    const previewed = new Date(preview.body.resumesAt).getTime()
    expect(resumesAt.getTime()).toBeGreaterThanOrEqual(previewed)
    expect(resumesAt.getTime()).toBeLessThan(previewed + 10_000)
    expect(await bookingStatus(inside.id, member.id)).toBe('cancelled')
    expect(await bookingStatus(after.id, member.id)).toBe('booked')
    expect((await smtp().waitFor(member.email, 'est annulée')).subject).toContain('Dîner pendant la pause')
    const refused = await book(member, (await dinner()).id)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain('en pause jusqu’au')
    expect((await membershipEntries(member.id)).at(-1)).toMatchObject({
      kind: 'membership.paused',
      changes: expect.objectContaining({ membershipStatus: ['active', 'paused'], months: [null, 1] }),
    })
    const subscription = await suite.billing.stripe.subscriptions.retrieve(String((await membershipOf(member.id))?.stripe_subscription_id))
    expect(subscription.pause_collection).toMatchObject({ behavior: 'void', resumes_at: Math.floor(resumesAt.getTime() / 1000) })

    // A week before the end, the member is told once; Stripe has charged nothing since.
    const reminderAt = new Date(resumesAt.getTime() - 7 * 24 * 3600 * 1000)
    suite.billing.standIn.admin.advance({ to: reminderAt })
    await suite.billing.standIn.admin.settled()
    expect(await membershipOf(member.id)).toMatchObject({ status: 'paused' })
    await runPlanned(`membership-pause-reminder:${await pauseIdOf(member.id)}`, reminderAt, sendPauseReminder)
    const reminder = await smtp().waitFor(member.email, 'reprend dans une semaine')
    expect(reminder.text).toContain('Votre pause se termine le')
    expect((await pauseOf(member.id)).reminder_sent_at).not.toBeNull()

    // Stripe's month passes: its renewal inside the pause is voided, nothing paid; it lifts the pause at its end.
    suite.billing.standIn.admin.advance({ to: new Date(resumesAt.getTime() + 1000) })
    await suite.billing.standIn.admin.settled()
    expect((await invoicesOf(member.id)).map((invoice) => [invoice.status, invoice.paid])).toEqual([
      ['paid', 7900],
      ['void', 0],
    ])
    // The pause's end on our side: the job reads Stripe back and the row is active again.
    const ending = await membershipEndings(await ready())
    await runPlanned(`membership-resume:${await pauseIdOf(member.id)}`, resumesAt, (payload, job) => resumeMembership(payload, job, ending))
    expect((await pauseOf(member.id)).resumed_at).not.toBeNull()
    await suite.billing.standIn.admin.settled()
    expect(await membershipOf(member.id)).toMatchObject({ status: 'active' })
    expect(smtp().received.filter((mail) => mail.to.includes(member.email) && mail.subject.includes('dans une semaine'))).toHaveLength(1)
    expect((await book(member, (await dinner()).id)).status).toBe(201)

    // The next renewal after the pause is charged again.
    suite.billing.standIn.admin.advance({ days: 31 })
    await suite.billing.standIn.admin.settled()
    expect((await invoicesOf(member.id)).map((invoice) => invoice.status)).toEqual(['paid', 'void', 'paid'])

    // Twice in twelve months: refused, saying when.
    const again = await call(pause.POST, { cookie: member.cookie, body: { months: 1 } })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('au cours des 12 derniers mois')
  })
})
