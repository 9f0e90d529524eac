import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as answerRoute from '@/app/(frontend)/api/admin/attendance/contests/[id]/route'
import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import * as cancelDinner from '@/app/(frontend)/api/admin/dinners/[id]/cancel/route'
import * as journal from '@/app/(frontend)/api/admin/journal/route'
import * as contestRoute from '@/app/(frontend)/api/me/attendance/contest/route'
import * as portal from '@/app/(frontend)/api/me/membership/portal/route'
import * as answerReminder from '@/app/(frontend)/api/reminders/answer/route'
import type { AuditEntryView } from '@/domain/audit'
import { NO_SHOW_FEE_ERRORS } from '@/domain/noShowFees'
import { NO_SHOW_POLICY_DEFAULTS } from '@/domain/noShowPolicy'
import { DAY_MS } from '@/domain/time'
import { issueSession } from '@/server/auth/session'
import { retryFee, runFeeFailureStep, suspendForFee } from '@/server/billing/noShowFees/feeFailures'
import { feeJob, feeRetryJob, feeStepJob } from '@/server/billing/noShowFees/feeSteps'
import { pool } from '@/server/db/pool'
import { decideNoShowFee } from '@/server/dinners/attendance/noShowFees'
import { sendReminder } from '@/server/dinners/reminders/reminders'
import { TASKS } from '@/server/queue/enqueue'

import { GOOD_CARD, submit } from '../support/stripeStandIn'
import { call, ensureTeamMember, ready, smtp } from './support/api'
import { billingSuite, membershipOf, payingMember } from './support/billing'
import { book, dinner, members } from './support/dinners'

const suite = billingSuite()
const HOUR = 60 * 60 * 1000
const FEE_CENTS = 1500
const FAILING_CARD = { ...GOOD_CARD, 'card-number': '4000000000000341' }
const FEE_DESCRIPTION = 'Frais d’absence sans prévenir'

type Guest = Awaited<ReturnType<typeof payingMember>>

afterEach(() => vi.useRealTimers())
afterAll(() => setFee(0, true))

async function setFee(feeEuros: number, waiveFirstFee: boolean) {
  await (
    await ready()
  ).updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: { noShowPolicy: { ...NO_SHOW_POLICY_DEFAULTS, feeEuros, waiveFirstFee } },
  })
}

/** Both clocks to `ms` (Stripe's in seconds), then the webhooks delivered. */
async function clocksTo(ms: number) {
  vi.setSystemTime(ms)
  suite.billing.standIn.admin.advance({ to: Math.floor(ms / 1000) })
  await suite.billing.standIn.admin.settled()
}

/** A fresh session on the moved clock (one lasts 7 days): the suite's admin's dates from the real one. */
async function sessionOf(email: string): Promise<string> {
  const payload = await ready()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })
  return (await issueSession(payload, docs[0].id)).split(';')[0]
}
/**
 * The team's sessions on the moved clock belong to an admin of this file's own: opening one drops
 * the account's sessions that look expired at the moved time, and the shared admin's session
 * must still open the files that run after this one in the worker.
 */
const CLOCK_ADMIN = { email: 'admin-horloge@test.example', password: 'horloge-deplacee-123' }
beforeAll(() => ensureTeamMember('admin', CLOCK_ADMIN.email, CLOCK_ADMIN.password))
const adminNow = () => sessionOf(CLOCK_ADMIN.email)

async function bookingOf(dinnerId: number, memberId: number): Promise<{ id: number; status: string }> {
  const { rows } = await pool(await ready()).query('SELECT id, status FROM bookings WHERE dinner_id = $1 AND member_id = $2', [
    dinnerId,
    memberId,
  ])
  return rows[0]
}

const mark = async (dinnerId: number, bookingId: number, value: string) =>
  call(attendance.PUT, {
    method: 'PUT',
    cookie: await adminNow(),
    body: { marks: [{ bookingId, mark: value }] },
    params: { id: String(dinnerId) },
  })

type Planned = { key: string; task: string; payload: unknown; run_at: Date }

async function planned(pattern: string): Promise<Planned[]> {
  const { rows } = await pool(await ready()).query<Planned>(
    `SELECT j.key, t.identifier AS task, j.payload, j.run_at
       FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE j.key LIKE $1 ORDER BY j.run_at, j.key`,
    [pattern],
  )
  return rows
}

/** Runs the fee's jobs now due, as the queue would, each twice at once (two instances racing). */
async function runDue(bookingId: number): Promise<void> {
  const payload = await ready()
  const ofBooking = (await planned(`no-show-fee%:${bookingId}%`)).filter((job) => job.key.split(':')[1] === String(bookingId))
  for (const job of ofBooking) {
    if (new Date(job.run_at).getTime() > Date.now()) continue
    await pool(payload).query('SELECT graphile_worker.remove_job($1)', [job.key])
    const twice = <T>(run: (parsed: T) => Promise<void>, parsed: T) => Promise.all([run(parsed), run(parsed)])
    if (job.task === TASKS.noShowFeeDecision) await twice((p) => decideNoShowFee(payload, p), feeJob.parse(job.payload))
    if (job.task === TASKS.noShowFeeFailure) await twice((p) => runFeeFailureStep(payload, p), feeStepJob.parse(job.payload))
    if (job.task === TASKS.noShowFeeSuspension) await twice((p) => suspendForFee(payload, p), feeJob.parse(job.payload))
    if (job.task === TASKS.noShowFeeRetry) await twice((p) => retryFee(payload, p), feeRetryJob.parse(job.payload))
  }
  await suite.billing.standIn.admin.settled()
}

async function feeOf(bookingId: number): Promise<{ status: string; amount_cents: number } | undefined> {
  const { rows } = await pool(await ready()).query('SELECT status, amount_cents FROM no_show_fees WHERE booking_id = $1', [bookingId])
  return rows[0]
}

async function feeCharges(memberId: number) {
  const customer = (await membershipOf(memberId))?.stripe_customer_id as string
  return suite.billing.standIn.admin.charges(customer).filter((charge) => charge.description === FEE_DESCRIPTION)
}

/** The Journal's sentences about a booking, oldest first, as « Journal » reads them (no-break spaces as spaces). */
async function journalOf(email: string, bookingId: number): Promise<string[]> {
  const page = await call(journal.GET, {
    method: 'GET',
    cookie: await adminNow(),
    path: `/api/admin/journal?personne=${encodeURIComponent(email)}`,
  })
  return (page.body as AuditEntryView[])
    .filter((entry) => entry.record.type === 'bookings' && entry.record.id === String(bookingId))
    .reverse()
    .map((entry) => `${entry.actor ?? 'Le site'} ${entry.sentence.what}`.replace(/[\u00a0\u202f]/g, ' '))
}

/** A paying member at a dinner that began two hours ago (both clocks moved there), with their booking. */
async function heldGuest(title: string): Promise<{ guest: Guest; dinnerId: number; bookingId: number; startsAt: number }> {
  const { standIn } = suite.billing
  vi.useFakeTimers({ now: standIn.admin.now() * 1000, toFake: ['Date'] })
  const guest = await payingMember({ ...suite, admin: await adminNow() })
  const held = await dinner({ days: 3, title })
  expect((await book(guest, held.id)).status).toBe(201)
  const startsAt = new Date(held.startsAt).getTime()
  await clocksTo(startsAt + 2 * HOUR)
  return { guest, dinnerId: held.id, bookingId: (await bookingOf(held.id, guest.id)).id, startsAt }
}

describe('the no-show fee', () => {
  it('is charged once, only after the contest window, however many runs at once; the Journal tells it', async () => {
    await setFee(15, false)
    const { guest, dinnerId, bookingId } = await heldGuest('Frais après le délai')
    expect((await mark(dinnerId, bookingId, 'no_show')).status).toBe(200)
    const markedAt = Date.now()
    const [decision] = await planned(`no-show-fee:${bookingId}`)
    expect(Math.abs(new Date(decision.run_at).getTime() - (markedAt + 14 * DAY_MS))).toBeLessThan(1000)

    // Run early (a clock skew, a replay): nothing is charged and the decision waits for the window's end.
    await decideNoShowFee(await ready(), { bookingId })
    expect(await feeOf(bookingId)).toBeUndefined()

    await clocksTo(markedAt + 14 * DAY_MS + 60_000)
    await runDue(bookingId)
    await Promise.all([decideNoShowFee(await ready(), { bookingId }), decideNoShowFee(await ready(), { bookingId })])
    expect(await feeOf(bookingId)).toEqual({ status: 'charged', amount_cents: FEE_CENTS })
    const charges = await feeCharges(guest.id)
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({ amount: FEE_CENTS, status: 'succeeded' })

    expect(await journalOf(guest.email, bookingId)).toEqual([
      expect.stringMatching(/^Équipe Admin .* a noté .* « Absent sans prévenir » au dîner « Frais après le délai »/),
      expect.stringMatching(
        /^Le site a prélevé 15 € TTC de frais d’absence à .* pour le dîner « Frais après le délai » .*: absence sans prévenir devenue définitive$/,
      ),
    ])
  })

  it('is never charged while a contest awaits; an upheld contest charges nothing, a kept mark charges, a mark taken back refunds', async () => {
    await setFee(15, false)
    const upheld = await heldGuest('Contestation acceptée')
    expect((await mark(upheld.dinnerId, upheld.bookingId, 'no_show')).status).toBe(200)
    const kept = await heldGuest('Contestation rejetée')
    expect((await mark(kept.dinnerId, kept.bookingId, 'no_show')).status).toBe(200)
    for (const { guest, bookingId } of [upheld, kept]) {
      const sent = await call(contestRoute.POST, { cookie: await sessionOf(guest.email), body: { bookingId, message: 'J’étais là.' } })
      expect(sent.status).toBe(201)
    }
    await clocksTo(Date.now() + 15 * DAY_MS)
    for (const { bookingId } of [upheld, kept]) {
      await runDue(bookingId)
      await decideNoShowFee(await ready(), { bookingId })
      expect(await feeOf(bookingId)).toBeUndefined()
    }

    const answer = async (bookingId: number, value: string) =>
      call(answerRoute.POST, { cookie: await adminNow(), body: { mark: value, reply: '' }, params: { id: String(bookingId) } })
    expect((await answer(upheld.bookingId, 'present')).status).toBe(200)
    await runDue(upheld.bookingId)
    expect(await feeOf(upheld.bookingId)).toBeUndefined()
    expect(await feeCharges(upheld.guest.id)).toEqual([])

    expect((await answer(kept.bookingId, 'no_show')).status).toBe(200)
    await runDue(kept.bookingId)
    expect(await feeOf(kept.bookingId)).toMatchObject({ status: 'charged' })

    // The team takes the absence back later (the member wrote again): the fee is refunded in full, once.
    expect((await mark(kept.dinnerId, kept.bookingId, 'present')).status).toBe(200)
    await suite.billing.standIn.admin.settled()
    expect(await feeOf(kept.bookingId)).toMatchObject({ status: 'refunded' })
    expect(await feeCharges(kept.guest.id)).toMatchObject([{ amount: FEE_CENTS, amountRefunded: FEE_CENTS }])
    // Marked absent again: the fee was decided once for this booking; nothing more is charged.
    expect((await mark(kept.dinnerId, kept.bookingId, 'no_show')).status).toBe(200)
    await clocksTo(Date.now() + 15 * DAY_MS)
    await runDue(kept.bookingId)
    expect(await feeCharges(kept.guest.id)).toHaveLength(1)

    expect((await journalOf(kept.guest.email, kept.bookingId)).slice(0, 4)).toEqual([
      expect.stringMatching(/a noté .* « Absent sans prévenir » au dîner « Contestation rejetée »/),
      expect.stringMatching(
        /a maintenu la marque « Absent sans prévenir » de .* au dîner « Contestation rejetée » .*, après sa contestation$/,
      ),
      expect.stringMatching(/^Le site a prélevé 15 € TTC de frais d’absence à /),
      expect.stringMatching(/a noté .* « Présent » au dîner « Contestation rejetée » .* \(auparavant « Absent sans prévenir »\)$/),
    ])
    expect((await journalOf(kept.guest.email, kept.bookingId))[4]).toMatch(
      /^Le site a remboursé à .* les frais d’absence \(15 € TTC\) du dîner « Contestation rejetée » .*: la marque d’absence a été retirée$/,
    )
  })

  it('waives the first absence in the window when the settings say so, and charges the next', async () => {
    await setFee(15, true)
    const first = await heldGuest('Première absence')
    expect((await mark(first.dinnerId, first.bookingId, 'no_show')).status).toBe(200)
    await clocksTo(Date.now() + 15 * DAY_MS)
    await runDue(first.bookingId)
    expect(await feeOf(first.bookingId)).toEqual({ status: 'waived', amount_cents: FEE_CENTS })
    expect(await feeCharges(first.guest.id)).toEqual([])
    expect(await journalOf(first.guest.email, first.bookingId)).toContainEqual(
      expect.stringMatching(/^Le site a offert à .* les frais d’absence du dîner « Première absence »/),
    )

    const later = await dinner({ days: 3, title: 'Deuxième absence' })
    expect((await book({ cookie: await sessionOf(first.guest.email) }, later.id)).status).toBe(201)
    await clocksTo(new Date(later.startsAt).getTime() + 2 * HOUR)
    const second = await bookingOf(later.id, first.guest.id)
    expect((await mark(later.id, second.id, 'no_show')).status).toBe(200)
    await clocksTo(Date.now() + 15 * DAY_MS)
    await runDue(second.id)
    expect(await feeOf(second.id)).toMatchObject({ status: 'charged' })
    expect(await feeCharges(first.guest.id)).toHaveLength(1)
  })

  it('is never charged after a withdrawal by the reminder link, a cancellation by the team, or a waitlist place never taken', async () => {
    await setFee(15, false)
    const payload = await ready()
    const { standIn } = suite.billing
    vi.useFakeTimers({ now: standIn.admin.now() * 1000, toFake: ['Date'] })
    const team = { ...suite, admin: await adminNow() }
    const [withdrawn, cancelled, seated, waiting] = [
      await payingMember(team),
      await payingMember(team),
      await payingMember(team),
      await payingMember(team),
    ]
    const small = await dinner({ days: 3, title: 'Désistement par le rappel' })
    const dropped = await dinner({ days: 3, title: 'Annulé par l’équipe' })
    expect((await book(withdrawn, small.id)).status).toBe(201)
    expect((await book(seated, dropped.id)).status).toBe(201)
    expect((await book(cancelled, dropped.id)).status).toBe(201)
    const full = await dinner({ days: 3, title: 'Liste d’attente', seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    for (const filler of await members(3))
      await payload.create({ collection: 'bookings', overrideAccess: true, data: { dinner: full.id, member: filler.id, status: 'booked' } })
    expect((await book(seated, full.id)).status).toBe(201)
    expect((await book(waiting, full.id)).body.booking.status).toBe('waitlisted')

    // The 72-hour reminder says the fee, and its « Je me désiste » withdraws.
    await sendReminder(payload, { bookingId: (await bookingOf(small.id, withdrawn.id)).id, kind: 'ask' })
    const ask = await smtp().waitFor(withdrawn.email, 'vous venez toujours')
    expect(ask.text.replace(/\s+/g, ' ')).toContain('Frais d’absence : en cas d’absence sans prévenir, 15 € sont prélevés')
    const token = /Je me désiste : \S+\/rappel\?token=([\w-]+)/.exec(ask.text)?.[1] ?? ''
    expect((await call(answerReminder.POST, { body: { token } })).status).toBe(200)
    const dropping = await call(cancelDinner.POST, { cookie: await adminNow(), body: {}, params: { id: String(dropped.id) } })
    expect(dropping.status).toBe(200)

    await clocksTo(new Date(full.startsAt).getTime() + 2 * HOUR)
    const excluded = [
      { dinnerId: small.id, who: withdrawn },
      { dinnerId: dropped.id, who: cancelled },
      { dinnerId: full.id, who: waiting },
    ]
    for (const { dinnerId, who } of excluded) {
      const booking = await bookingOf(dinnerId, who.id)
      expect((await mark(dinnerId, booking.id, 'no_show')).status).not.toBe(200)
      await clocksTo(Date.now() + DAY_MS)
      await decideNoShowFee(payload, { bookingId: booking.id }, new Date(Date.now() + 30 * DAY_MS))
      expect(await feeOf(booking.id)).toBeUndefined()
      expect(await feeCharges(who.id)).toEqual([])
    }
  })

  it('a declined charge follows the failed-payment path: mails, suspension after the grace, and a new card restores', async () => {
    await setFee(15, false)
    const { guest, dinnerId, bookingId } = await heldGuest('Carte refusée')
    const opened = await call(portal.POST, { cookie: await sessionOf(guest.email), body: {} })
    expect((await submit(`${opened.body.url}/payment-method`, FAILING_CARD)).status).toBe(303)
    await suite.billing.standIn.admin.settled()
    expect((await mark(dinnerId, bookingId, 'no_show')).status).toBe(200)
    await clocksTo(Date.now() + 14 * DAY_MS + 60_000)
    await runDue(bookingId)
    expect(await feeOf(bookingId)).toMatchObject({ status: 'failed' })
    const failedAt = Date.now()
    // The failure's first step is due at once.
    await runDue(bookingId)
    const first = await smtp().waitFor(guest.email, 'les frais d’absence n’ont pas pu être prélevés')
    expect(first.text).toContain('Mettre à jour mon moyen de paiement')
    expect((await planned(`no-show-fee-failure:${bookingId}:%`)).map((job) => job.key.split(':').at(-1))).toEqual(['3', '7'])

    // Day 3: retried, declined again, the reminder; still booking within the grace.
    await clocksTo(failedAt + 3 * DAY_MS + 60_000)
    await runDue(bookingId)
    await smtp().waitFor(guest.email, 'restent impayés')
    const next = await dinner({ days: 20, title: 'Réservé pendant la grâce' })
    expect((await book({ cookie: await sessionOf(guest.email) }, next.id)).status).toBe(201)

    // Day 7: the last reminder, then the grace over: new bookings refused with the fee's words.
    await clocksTo(failedAt + 7 * DAY_MS + 60_000)
    await runDue(bookingId)
    await smtp().waitFor(guest.email, 'dernier rappel')
    const refused = await dinner({ days: 25, title: 'Refusé après la grâce' })
    expect(await book({ cookie: await sessionOf(guest.email) }, refused.id)).toMatchObject({
      status: 403,
      body: { message: NO_SHOW_FEE_ERRORS.bookingSuspended },
    })
    expect(await feeCharges(guest.id)).toHaveLength(3)

    // A new card in Stripe's portal: the fee is charged again at once with it, and booking reopens.
    const again = await call(portal.POST, { cookie: await sessionOf(guest.email), body: {} })
    expect((await submit(`${again.body.url}/payment-method`, GOOD_CARD)).status).toBe(303)
    await suite.billing.standIn.admin.settled()
    await runDue(bookingId)
    expect(await feeOf(bookingId)).toMatchObject({ status: 'charged' })
    expect((await feeCharges(guest.id)).map((charge) => charge.status)).toEqual(['failed', 'failed', 'failed', 'succeeded'])
    expect((await book({ cookie: await sessionOf(guest.email) }, refused.id)).status).toBe(201)
    expect(await planned(`no-show-fee%:${bookingId}%`)).toEqual([])
    expect((await journalOf(guest.email, bookingId)).slice(1)).toEqual([
      expect.stringMatching(
        /^Le site n’a pas pu prélever les frais d’absence \(15 € TTC\) de .* pour le dîner « Carte refusée » .*: le paiement a échoué$/,
      ),
      expect.stringMatching(/^Le site a prévenu .* de l’échec du prélèvement des frais d’absence du dîner « Carte refusée »/),
      expect.stringMatching(/^Le site a relancé .* au jour 3 des frais d’absence impayés/),
      expect.stringMatching(/^Le site a relancé .* au jour 7 des frais d’absence impayés/),
      expect.stringMatching(
        /^Le site a suspendu les réservations de .*: les frais d’absence du dîner « Carte refusée » .* restent impayés/,
      ),
      expect.stringMatching(/^Le site a prélevé les frais d’absence \(15 € TTC\) de .* après un premier échec/),
    ])
  })
})
