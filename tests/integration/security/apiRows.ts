import { expect } from 'vitest'

import * as unknown from '@/app/(frontend)/api/[...unknown]/route'
import * as abStats from '@/app/(frontend)/api/admin/abtest/stats/route'
import * as abUsers from '@/app/(frontend)/api/admin/abtest/users/route'
import * as reverseOne from '@/app/(frontend)/api/admin/applications/[id]/reverse/route'
import * as reviewOne from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as approved from '@/app/(frontend)/api/admin/applications/approved/route'
import * as counts from '@/app/(frontend)/api/admin/applications/counts/route'
import * as pending from '@/app/(frontend)/api/admin/applications/pending/route'
import * as rejected from '@/app/(frontend)/api/admin/applications/rejected/route'
import * as reviewMany from '@/app/(frontend)/api/admin/applications/review/route'
import * as unfinished from '@/app/(frontend)/api/admin/applications/unfinished/route'
import * as contestAnswer from '@/app/(frontend)/api/admin/attendance/contests/[id]/route'
import * as teamAttendance from '@/app/(frontend)/api/admin/attendance/route'
import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import * as cancelDinner from '@/app/(frontend)/api/admin/dinners/[id]/cancel/route'
import * as guestsExport from '@/app/(frontend)/api/admin/dinners/[id]/exports/guests/route'
import * as restaurantExport from '@/app/(frontend)/api/admin/dinners/[id]/exports/restaurant/route'
import * as dinnerFeedback from '@/app/(frontend)/api/admin/dinners/[id]/feedback/route'
import * as teamGuests from '@/app/(frontend)/api/admin/dinners/[id]/guests/route'
import * as dinnerHosts from '@/app/(frontend)/api/admin/dinners/[id]/hosts/route'
import * as dinnerMails from '@/app/(frontend)/api/admin/dinners/[id]/mails/route'
import * as guestMessages from '@/app/(frontend)/api/admin/dinners/[id]/messages/route'
import * as guestNotes from '@/app/(frontend)/api/admin/dinners/[id]/notes/route'
import * as confirmTables from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as dinnerTables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as eveningTables from '@/app/(frontend)/api/admin/evenings/[day]/tables/route'
import * as accountingExport from '@/app/(frontend)/api/admin/exports/accounting.csv/route'
import * as applicationsExport from '@/app/(frontend)/api/admin/exports/applications/route'
import * as bookingsExport from '@/app/(frontend)/api/admin/exports/bookings/route'
import * as membershipsExport from '@/app/(frontend)/api/admin/exports/memberships.csv/route'
import * as speakerFeedback from '@/app/(frontend)/api/admin/feedback/speakers/route'
import * as journal from '@/app/(frontend)/api/admin/journal/route'
import * as resendMail from '@/app/(frontend)/api/admin/mails/[id]/resend/route'
import * as memberPause from '@/app/(frontend)/api/admin/members/[id]/pause/route'
import * as membershipOffer from '@/app/(frontend)/api/admin/memberships/[id]/offer/route'
import * as membershipInvite from '@/app/(frontend)/api/admin/memberships/invite/route'
import * as teamMemberships from '@/app/(frontend)/api/admin/memberships/route'
import * as newsletterPreview from '@/app/(frontend)/api/admin/newsletter/route'
import * as newsletterSendNow from '@/app/(frontend)/api/admin/newsletter/send/route'
import * as newsletterTest from '@/app/(frontend)/api/admin/newsletter/test/route'
import * as reportSeen from '@/app/(frontend)/api/admin/reports/[id]/seen/route'
import * as teamReports from '@/app/(frontend)/api/admin/reports/route'
import * as sponsorshipStats from '@/app/(frontend)/api/admin/sponsorship/stats/route'
import * as articleById from '@/app/(frontend)/api/articles/[id]/route'
import * as activeArticles from '@/app/(frontend)/api/articles/active/route'
import * as articleFromUrl from '@/app/(frontend)/api/articles/from-url/route'
import * as reorder from '@/app/(frontend)/api/articles/reorder/route'
import * as articles from '@/app/(frontend)/api/articles/route'
import * as resend from '@/app/(frontend)/api/auth/confirm-email/resend/route'
import * as confirmEmail from '@/app/(frontend)/api/auth/confirm-email/route'
import * as forgot from '@/app/(frontend)/api/auth/forgot-password/route'
import * as login from '@/app/(frontend)/api/auth/login/route'
import * as logout from '@/app/(frontend)/api/auth/logout/route'
import * as reset from '@/app/(frontend)/api/auth/reset-password/route'
import * as authUser from '@/app/(frontend)/api/auth/user/route'
import * as stripeWebhook from '@/app/(frontend)/api/billing/stripe/route'
import * as feed from '@/app/(frontend)/api/calendar/[token]/route'
import * as contact from '@/app/(frontend)/api/contact/route'
import * as alertUnsubscribe from '@/app/(frontend)/api/dinner-alerts/unsubscribe/route'
import * as cancelBooking from '@/app/(frontend)/api/dinners/[id]/bookings/me/route'
import * as bookings from '@/app/(frontend)/api/dinners/[id]/bookings/route'
import * as dinners from '@/app/(frontend)/api/dinners/route'
import * as feedbackReport from '@/app/(frontend)/api/feedback/report/route'
import * as feedbackAnswer from '@/app/(frontend)/api/feedback/route'
import * as health from '@/app/(frontend)/api/health/route'
import * as myContest from '@/app/(frontend)/api/me/attendance/contest/route'
import * as myAttendance from '@/app/(frontend)/api/me/attendance/route'
import * as feedSettings from '@/app/(frontend)/api/me/calendar-feed/route'
import * as meDinnerAlerts from '@/app/(frontend)/api/me/dinner-alerts/route'
import * as dinnerFile from '@/app/(frontend)/api/me/dinners/[id]/calendar/route'
import * as spaceFeedback from '@/app/(frontend)/api/me/dinners/[id]/feedback/route'
import * as spaceReminder from '@/app/(frontend)/api/me/dinners/[id]/reminder/route'
import * as myDinners from '@/app/(frontend)/api/me/dinners/route'
import * as meEmail from '@/app/(frontend)/api/me/email/route'
import * as meExport from '@/app/(frontend)/api/me/export/route'
import * as membershipCancellation from '@/app/(frontend)/api/me/membership/cancellation/route'
import * as membershipCheckout from '@/app/(frontend)/api/me/membership/checkout/route'
import * as membershipPause from '@/app/(frontend)/api/me/membership/pause/route'
import * as membershipPayments from '@/app/(frontend)/api/me/membership/payments/route'
import * as membershipPlan from '@/app/(frontend)/api/me/membership/plan/route'
import * as membershipPortal from '@/app/(frontend)/api/me/membership/portal/route'
import * as membershipRetention from '@/app/(frontend)/api/me/membership/retention/route'
import * as myMembership from '@/app/(frontend)/api/me/membership/route'
import * as meNewsletter from '@/app/(frontend)/api/me/newsletter/route'
import * as mePassword from '@/app/(frontend)/api/me/password/route'
import * as meProfile from '@/app/(frontend)/api/me/profile/route'
import * as myReports from '@/app/(frontend)/api/me/reports/route'
import * as me from '@/app/(frontend)/api/me/route'
import * as sponsorConcerns from '@/app/(frontend)/api/me/sponsorship/concerns/route'
import * as sponsorInvitations from '@/app/(frontend)/api/me/sponsorship/invitations/route'
import * as secondSponsor from '@/app/(frontend)/api/me/sponsorship/second-sponsor/route'
import * as meTablemateNaming from '@/app/(frontend)/api/me/tablemate-naming/route'
import * as myTablemates from '@/app/(frontend)/api/me/tablemates/route'
import * as membershipActivation from '@/app/(frontend)/api/membership/activation/route'
import * as membershipPaymentMethod from '@/app/(frontend)/api/membership/payment-method/route'
import * as unsubscribe from '@/app/(frontend)/api/newsletter/unsubscribe/route'
import * as register from '@/app/(frontend)/api/register/route'
import * as step from '@/app/(frontend)/api/registration/[userId]/step/route'
import * as reminderAnswer from '@/app/(frontend)/api/reminders/answer/route'
import * as lateNotice from '@/app/(frontend)/api/reminders/late/route'
import * as hostMarks from '@/app/(frontend)/api/soiree/[id]/marks/route'
import * as evening from '@/app/(frontend)/api/soiree/[id]/route'
import * as confirmSecondSponsor from '@/app/(frontend)/api/sponsorship/second-sponsor/confirm/route'
import * as quickSignup from '@/app/(frontend)/api/users/route'
import * as offerAccept from '@/app/(frontend)/api/waitlist-offers/accept/route'
import { parisDay } from '@/domain/dinners'
import { newsletterWeek } from '@/domain/newsletter'
import { pool } from '@/server/db/pool'
import { composeDinner } from '@/server/dinners/tables/tables'

import type { Answer, Cell, Row } from './matrix'
import { parisEvening } from '../../../tooling/seed/demoDinners'
import { call, type CallOptions, completionSteps, mailedToken, ready, STEP1, uniqueEmail } from '../support/api'
import { dinner, member } from '../support/dinners'

const PUBLIC = [200, 200, 200, 200, 200] as const
const SIGNED_IN = [401, 200, 200, 200, 200] as const
const EDITORIAL = [401, 403, 403, 200, 200] as const
const ADMIN_ONLY = [401, 403, 403, 403, 200] as const

const as = (cell: Cell, handler: unknown, options: CallOptions = {}) => call(handler, { cookie: cell.cookie, ...options })

async function user(id: number) {
  const payload = await ready()
  return payload.findByID({ collection: 'users', id, overrideAccess: true, disableErrors: true })
}

async function article(isActive = true) {
  const payload = await ready()
  return payload.create({
    collection: 'articles',
    overrideAccess: true,
    data: {
      title: 'Article de la matrice',
      description: 'Pour les droits.',
      url: 'https://example.org/m',
      source: 'Matrice',
      theme: 'economy-work',
      isActive,
    },
  })
}

async function articleTitle(id: number) {
  const payload = await ready()
  return (await payload.findByID({ collection: 'articles', id, overrideAccess: true, disableErrors: true }))?.title ?? null
}

const allowed = (cell: Cell, roles: Cell['actor'][]) => roles.includes(cell.actor)

/** Only an approved member books: the matrix's applicants are not approved yet, the team never books. */
const MEMBERS_ONLY = [401, 403, 403, 403, 403] as const
const BY_SECRET_ONLY = [404, 404, 404, 404, 404] as const

/** An approved member whose membership is to activate, as the approval leaves it. */
async function memberToActivate() {
  const someone = await member()
  await pool(await ready()).query(
    `INSERT INTO memberships (member_id, status, plan, billing_interval, rate, amount_cents) VALUES ($1, 'to_activate', 'premium', 'month', 'founder', 7900)`,
    [someone.id],
  )
  return { id: String(someone.id) }
}

/** A dinner four members booked (one table of 4 to 8), composed when asked. */
async function bookedDinner(composed = false) {
  const d = await dinner({ seats: 8, tableSizeMin: 4 })
  const payload = await ready()
  for (let i = 0; i < 4; i += 1) {
    const guest = await member()
    await payload.create({ collection: 'bookings', overrideAccess: true, data: { dinner: d.id, member: guest.id, status: 'booked' } })
  }
  const params = { id: String(d.id) }
  if (!composed) return { params, composedAt: null }
  const admin = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })).docs[0]
  return { params, composedAt: (await composeDinner(payload, admin, d.id, { basedOn: null })).composedAt }
}

/** Evenings far ahead, one per cell, that no other dinner of the run falls on. */
let eveningsAhead = 900

/** A dinner four members booked, alone on its evening (« Composer toutes les tables de la soirée »): its Paris day and its id. */
async function eveningDinner() {
  eveningsAhead += 1
  const startsAt = parisEvening(eveningsAhead)
  const d = await dinner({ startsAt, seats: 8, tableSizeMin: 4 })
  const payload = await ready()
  for (let i = 0; i < 4; i += 1) {
    const guest = await member()
    await payload.create({ collection: 'bookings', overrideAccess: true, data: { dinner: d.id, member: guest.id, status: 'booked' } })
  }
  return { day: parisDay(new Date(startsAt)), id: d.id }
}

/** A member's absence at a dinner held yesterday, contested by them and awaiting the team's answer. */
async function contestedBooking(): Promise<{ id: string }> {
  const { id } = await heldDinner()
  const { rows } = await pool(await ready()).query<{ id: number }>(
    `UPDATE bookings SET attendance = 'no_show', attendance_marked_at = now(), attendance_contest = 'J’étais là.',
            attendance_contested_at = now() WHERE id = (SELECT min(id) FROM bookings WHERE dinner_id = $1) RETURNING id`,
    [id],
  )
  return { id: String(rows[0].id) }
}

/** A report by one member about another, unread. */
async function unreadReport(): Promise<{ id: string }> {
  const [a, b] = [await member(), await member()]
  const { rows } = await pool(await ready()).query<{ id: number }>(
    "INSERT INTO conduct_reports (reporter_id, reported_id, category, message) VALUES ($1, $2, 'autre', 'Signalement de la matrice.') RETURNING id",
    [a.id, b.id],
  )
  return { id: String(rows[0].id) }
}

/** A member whose bookings the no-show policy paused. */
async function pausedMember(): Promise<{ id: string }> {
  const who = await member()
  await pool(await ready()).query("UPDATE users SET bookings_paused_until = now() + interval '30 days' WHERE id = $1", [who.id])
  return { id: String(who.id) }
}

/** The held dinner the attendance row last sent its marks to. */
let markedDinner = { id: '' }

/** A dinner under way (started an hour ago), four guests, and applicant A of the cell named its host. */
async function hostedDinner(cell: Cell) {
  const d = await dinner({ days: -1 / 24, seats: 8, tableSizeMin: 4 })
  const payload = await ready()
  for (let i = 0; i < 4; i += 1) {
    const guest = await member()
    await payload.create({ collection: 'bookings', overrideAccess: true, data: { dinner: d.id, member: guest.id, status: 'booked' } })
  }
  await pool(payload).query('INSERT INTO dinner_hosts (dinner_id, user_id) VALUES ($1, $2)', [d.id, cell.cast.A.id])
  return { id: String(d.id) }
}

/** A dinner held yesterday, with four guests. */
async function heldDinner() {
  const d = await dinner({ days: -1, seats: 8, tableSizeMin: 4 })
  const payload = await ready()
  for (let i = 0; i < 4; i += 1) {
    const guest = await member()
    await payload.create({ collection: 'bookings', overrideAccess: true, data: { dinner: d.id, member: guest.id, status: 'booked' } })
  }
  return { id: String(d.id) }
}

async function bookingsOf(dinnerId: string) {
  const { docs } = await (
    await ready()
  ).find({ collection: 'bookings', where: { dinner: { equals: Number(dinnerId) } }, overrideAccess: true, depth: 0, limit: 10 })
  return docs
}

/** Each exported handler of src/app/(frontend)/api, with its expected answer for each actor. */
export const API_ROWS: Row[] = [
  { route: 'GET /api/health', expect: PUBLIC, send: (cell) => as(cell, health.GET) },
  // An address no route answers: the same JSON 404 for everyone, whatever the method.
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method): Row => ({
    route: `${method} /api/[...unknown]`,
    expect: [404, 404, 404, 404, 404],
    send: (cell) => as(cell, unknown[method], { method, path: '/api/plus-rien-ici', ...(method === 'GET' ? {} : { body: {} }) }),
    verify: (_cell, answer) => expect(answer.body.message).toBe('Ressource introuvable.'),
  })),
  { route: 'GET /api/articles/active', expect: PUBLIC, send: (cell) => as(cell, activeArticles.GET) },
  {
    route: 'POST /api/auth/login',
    expect: PUBLIC,
    send: (cell) => as(cell, login.POST, { body: { email: cell.cast.B.email, password: cell.cast.B.password } }),
    verify: (_cell, answer) => expect(answer.body.user.email).toBeDefined(),
  },
  { route: 'POST /api/auth/logout', ownAccount: true, expect: SIGNED_IN, send: (cell) => as(cell, logout.POST, { method: 'POST' }) },
  {
    route: 'GET /api/auth/user',
    expect: SIGNED_IN,
    send: (cell) => as(cell, authUser.GET),
    verify: (cell, answer) => expect(answer.body.user?.id).toBe(cell.caller?.id),
  },
  {
    route: 'POST /api/auth/forgot-password',
    expect: PUBLIC,
    send: (cell) => as(cell, forgot.POST, { body: { email: cell.cast.A.email } }),
  },
  {
    route: 'POST /api/auth/reset-password',
    expect: [400, 400, 400, 400, 400],
    send: (cell) =>
      as(cell, reset.POST, { body: { token: 'x'.repeat(40), password: 'nouveau-mot-de-passe', confirmPassword: 'nouveau-mot-de-passe' } }),
  },
  {
    // The link A was mailed: only A's own session confirms it.
    route: 'POST /api/auth/confirm-email',
    owner: 'registered',
    expect: [401, 200, 403, 403, 403],
    send: async (cell) =>
      as(cell, confirmEmail.POST, { body: { token: await mailedToken(cell.cast.A.email, 'confirmez votre adresse', 'email/confirmer') } }),
    verify: async (cell) => expect(Boolean((await user(cell.cast.A.id))?.emailVerifiedAt)).toBe(cell.actor === 'applicantA'),
  },
  // Team accounts were proven when created: nothing to resend.
  {
    route: 'POST /api/auth/confirm-email/resend',
    expect: [401, 200, 200, 400, 400],
    send: (cell) => as(cell, resend.POST, { method: 'POST' }),
  },
  {
    route: 'POST /api/contact',
    expect: [201, 201, 201, 201, 201],
    send: (cell) =>
      as(cell, contact.POST, { body: { name: 'Matrice', email: uniqueEmail('contact'), subject: 'info', message: 'Une question.' } }),
  },
  {
    route: 'POST /api/register',
    expect: [201, 201, 201, 201, 201],
    send: (cell) => as(cell, register.POST, { body: { ...STEP1, email: uniqueEmail() } }),
  },
  {
    route: 'POST /api/users',
    expect: [201, 201, 201, 201, 201],
    send: (cell) => as(cell, quickSignup.POST, { body: { email: uniqueEmail('rapide') } }),
  },
  {
    route: 'POST /api/registration/[userId]/step',
    owner: 'registered',
    expect: [401, 200, 403, 403, 403],
    send: (cell) => as(cell, step.POST, { body: { step: 2, data: completionSteps()[0][1] }, params: { userId: String(cell.cast.A.id) } }),
    verify: async (cell) => expect((await user(cell.cast.A.id))?.registrationStep).toBe(cell.actor === 'applicantA' ? 3 : 2),
  },
  {
    route: 'POST /api/me/email',
    ownAccount: true,
    expect: SIGNED_IN,
    send: (cell) => as(cell, meEmail.POST, { body: { email: uniqueEmail('nouvelle'), currentPassword: cell.caller?.password ?? 'x' } }),
  },
  {
    route: 'POST /api/me/password',
    ownAccount: true,
    expect: SIGNED_IN,
    send: (cell) =>
      as(cell, mePassword.POST, {
        body: { currentPassword: cell.caller?.password ?? 'x', password: 'un-nouveau-secret', confirmPassword: 'un-nouveau-secret' },
      }),
  },
  {
    route: 'DELETE /api/me',
    ownAccount: true,
    expect: [401, 200, 200, 403, 403],
    send: (cell) => as(cell, me.DELETE, { method: 'DELETE' }),
    verify: async (cell) => {
      if (cell.caller)
        expect(await user(cell.caller.id)).toEqual(
          allowed(cell, ['applicantA', 'applicantB']) ? null : expect.objectContaining({ id: cell.caller.id }),
        )
    },
  },
  {
    route: 'GET /api/me/export',
    expect: SIGNED_IN,
    send: (cell) => as(cell, meExport.GET),
    verify: (cell, answer) => expect(answer.body.account?.id).toBe(cell.caller?.id),
  },
  { route: 'GET /api/articles', expect: EDITORIAL, send: (cell) => as(cell, articles.GET) },
  {
    route: 'POST /api/articles',
    expect: [401, 403, 403, 201, 201],
    send: (cell) =>
      as(cell, articles.POST, {
        body: { title: 'Créé par la matrice', description: 'D.', url: 'https://example.org/c', source: 'M', theme: 'economy-work' },
      }),
  },
  {
    route: 'PUT /api/articles/[id]',
    expect: EDITORIAL,
    send: async (cell) => {
      const { id } = await article()
      const answer = await as(cell, articleById.PUT, { method: 'PUT', body: { title: 'Modifié' }, params: { id: String(id) } })
      return { ...answer, body: { ...answer.body, stored: await articleTitle(id) } }
    },
    verify: (cell, answer) => expect(answer.body.stored).toBe(allowed(cell, ['editor', 'admin']) ? 'Modifié' : 'Article de la matrice'),
  },
  {
    route: 'DELETE /api/articles/[id]',
    expect: EDITORIAL,
    send: async (cell) => {
      const { id } = await article()
      const answer = await as(cell, articleById.DELETE, { method: 'DELETE', params: { id: String(id) } })
      return { ...answer, body: { ...answer.body, stillThere: (await articleTitle(id)) !== null } }
    },
    verify: (cell, answer) => expect(answer.body.stillThere).toBe(!allowed(cell, ['editor', 'admin'])),
  },
  {
    route: 'POST /api/articles/reorder',
    expect: EDITORIAL,
    send: async (cell) => {
      const payload = await ready()
      const { docs } = await payload.find({ collection: 'articles', sort: 'position', limit: 0, overrideAccess: true })
      return as(cell, reorder.POST, { body: { articleIds: docs.map((doc) => doc.id) } })
    },
  },
  {
    // Editors reach the page reader, whose address check refuses a private network (422).
    route: 'POST /api/articles/from-url',
    expect: [401, 403, 403, 422, 422],
    send: (cell) => as(cell, articleFromUrl.POST, { body: { url: 'http://10.0.0.1/article' } }),
  },
  ...(
    [
      ['pending', pending],
      ['approved', approved],
      ['rejected', rejected],
      ['unfinished', unfinished],
      ['counts', counts],
    ] as const
  ).map(([name, module]): Row => ({
    route: `GET /api/admin/applications/${name}`,
    expect: ADMIN_ONLY,
    send: (cell) => as(cell, module.GET),
  })),
  {
    route: 'POST /api/admin/applications/[id]/review',
    owner: 'completed',
    expect: ADMIN_ONLY,
    send: (cell) => as(cell, reviewOne.POST, { body: { action: 'approve', notes: '' }, params: { id: String(cell.cast.A.id) } }),
    verify: async (cell) => expect((await user(cell.cast.A.id))?.applicationStatus).toBe(cell.actor === 'admin' ? 'approved' : 'pending'),
  },
  {
    route: 'POST /api/admin/applications/[id]/reverse',
    owner: 'completed',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      await pool(await ready()).query(`UPDATE users SET application_status = 'approved' WHERE id = $1`, [cell.cast.A.id])
      return as(cell, reverseOne.POST, { body: { action: 'reject', reason: 'Erreur de saisie' }, params: { id: String(cell.cast.A.id) } })
    },
    verify: async (cell) => expect((await user(cell.cast.A.id))?.applicationStatus).toBe(cell.actor === 'admin' ? 'rejected' : 'approved'),
  },
  {
    route: 'POST /api/admin/applications/review',
    owner: 'completed',
    expect: ADMIN_ONLY,
    send: (cell) => as(cell, reviewMany.POST, { body: { ids: [cell.cast.A.id], action: 'reject', notes: '' } }),
    verify: async (cell) => expect((await user(cell.cast.A.id))?.applicationStatus).toBe(cell.actor === 'admin' ? 'rejected' : 'pending'),
  },
  {
    route: 'GET /api/dinners',
    expect: PUBLIC,
    send: (cell) => as(cell, dinners.GET),
    verify: (_cell, answer) => expect(JSON.stringify(answer.body)).not.toMatch(/venue/i),
  },
  {
    route: 'POST /api/dinners/[id]/bookings',
    expect: MEMBERS_ONLY,
    send: async (cell) => as(cell, bookings.POST, { body: {}, params: { id: String((await dinner()).id) } }),
  },
  {
    route: 'DELETE /api/dinners/[id]/bookings/me',
    expect: MEMBERS_ONLY,
    send: async (cell) => as(cell, cancelBooking.DELETE, { method: 'DELETE', params: { id: String((await dinner()).id) } }),
  },
  { route: 'GET /api/me/dinners', expect: MEMBERS_ONLY, send: (cell) => as(cell, myDinners.GET) },
  { route: 'GET /api/me/attendance', expect: MEMBERS_ONLY, send: (cell) => as(cell, myAttendance.GET) },
  { route: 'GET /api/me/tablemates', expect: MEMBERS_ONLY, send: (cell) => as(cell, myTablemates.GET) },
  {
    route: 'POST /api/me/reports',
    expect: MEMBERS_ONLY,
    send: async (cell) =>
      as(cell, myReports.POST, { body: { dinnerId: 1, memberId: (await member()).id, category: 'autre', message: 'Signalement.' } }),
  },
  {
    route: 'POST /api/me/attendance/contest',
    expect: MEMBERS_ONLY,
    send: async (cell) => as(cell, myContest.POST, { body: { bookingId: Number((await contestedBooking()).id), message: 'Je conteste.' } }),
  },
  {
    route: 'GET /api/me/dinners/[id]/calendar',
    expect: MEMBERS_ONLY,
    send: async (cell) => as(cell, dinnerFile.GET, { params: { id: String((await dinner()).id) } }),
  },
  {
    route: 'PUT /api/me/profile',
    expect: MEMBERS_ONLY,
    send: (cell) =>
      as(cell, meProfile.PUT, {
        method: 'PUT',
        body: {
          themes: ['economy-work', 'politics-democracy', 'technology-future'],
          languages: ['fr'],
          dietaryInfo: { allergies: [], preferences: [], otherInfo: '' },
        },
      }),
  },
  {
    route: 'GET /api/me/dinners/[id]/feedback',
    expect: MEMBERS_ONLY,
    send: async (cell) => as(cell, spaceFeedback.GET, { params: { id: String((await dinner()).id) } }),
  },
  {
    route: 'POST /api/me/dinners/[id]/feedback',
    expect: MEMBERS_ONLY,
    send: async (cell) =>
      as(cell, spaceFeedback.POST, { params: { id: String((await dinner()).id) }, body: { evening: 5, speaker: 5, conversation: 5 } }),
  },
  {
    route: 'POST /api/me/dinners/[id]/reminder',
    expect: MEMBERS_ONLY,
    send: async (cell) => as(cell, spaceReminder.POST, { params: { id: String((await dinner()).id) }, body: { action: 'come' } }),
  },
  { route: 'GET /api/me/calendar-feed', expect: MEMBERS_ONLY, send: (cell) => as(cell, feedSettings.GET) },
  { route: 'POST /api/me/calendar-feed', expect: MEMBERS_ONLY, send: (cell) => as(cell, feedSettings.POST, { body: {} }) },
  // The secret in the address is the access: without the right one, nobody (whatever their session) reads a feed or answers a reminder.
  { route: 'GET /api/calendar/[token]', expect: BY_SECRET_ONLY, send: (cell) => as(cell, feed.GET, { params: { token: 'x'.repeat(43) } }) },
  {
    route: 'PUT /api/me/newsletter',
    expect: SIGNED_IN,
    send: (cell) => as(cell, meNewsletter.PUT, { method: 'PUT', body: { subscribed: false } }),
  },
  // « Prévenez-moi »: only an approved member chooses what to be told of; anyone signed in may stop it.
  { route: 'GET /api/me/dinner-alerts', expect: MEMBERS_ONLY, send: (cell) => as(cell, meDinnerAlerts.GET) },
  {
    route: 'PUT /api/me/dinner-alerts',
    expect: MEMBERS_ONLY,
    send: (cell) => as(cell, meDinnerAlerts.PUT, { method: 'PUT', body: { themes: ['economy-work'] } }),
  },
  { route: 'DELETE /api/me/dinner-alerts', expect: SIGNED_IN, send: (cell) => as(cell, meDinnerAlerts.DELETE, { method: 'DELETE' }) },
  {
    route: 'POST /api/dinner-alerts/unsubscribe',
    expect: [400, 400, 400, 400, 400],
    send: (cell) => as(cell, alertUnsubscribe.POST, { body: { token: '1.9999999999.' + 'z'.repeat(43) } }),
  },
  {
    route: 'GET /api/dinner-alerts/unsubscribe',
    expect: [303, 303, 303, 303, 303],
    send: (cell) => as(cell, alertUnsubscribe.GET, { path: '/api/dinner-alerts/unsubscribe?token=abc' }),
  },
  {
    route: 'PUT /api/me/tablemate-naming',
    expect: SIGNED_IN,
    send: (cell) => as(cell, meTablemateNaming.PUT, { method: 'PUT', body: { named: true } }),
  },
  // The one-click unsubscribe acts on its signed token alone (a session changes nothing); its GET only leads to the page.
  {
    route: 'POST /api/newsletter/unsubscribe',
    expect: [400, 400, 400, 400, 400],
    send: (cell) => as(cell, unsubscribe.POST, { body: { token: '1.9999999999.' + 'z'.repeat(43) } }),
  },
  {
    route: 'GET /api/newsletter/unsubscribe',
    expect: [303, 303, 303, 303, 303],
    send: (cell) => as(cell, unsubscribe.GET, { path: '/api/newsletter/unsubscribe?token=abc' }),
  },
  {
    route: 'POST /api/reminders/answer',
    expect: BY_SECRET_ONLY,
    send: (cell) => as(cell, reminderAnswer.POST, { body: { token: 'y'.repeat(43) } }),
  },
  {
    route: 'POST /api/reminders/late',
    expect: BY_SECRET_ONLY,
    send: (cell) => as(cell, lateNotice.POST, { body: { token: 'l'.repeat(43), minutes: 15 } }),
  },
  {
    // The evening's screen: its hosts (A) and the admins; anyone else, whether the dinner exists or not, 403.
    route: 'GET /api/soiree/[id]',
    expect: [401, 200, 403, 403, 200],
    send: async (cell) => as(cell, evening.GET, { method: 'GET', params: await hostedDinner(cell) }),
    verify: (cell, answer) => {
      if (answer.status === 200) expect(answer.body.guests).toHaveLength(4)
    },
  },
  {
    route: 'POST /api/soiree/[id]/marks',
    expect: [401, 200, 403, 403, 200],
    send: async (cell) => {
      markedDinner = await hostedDinner(cell)
      const [booking] = await bookingsOf(markedDinner.id)
      const mark = { key: crypto.randomUUID(), bookingId: booking.id, mark: 'present', madeAt: new Date().toISOString() }
      return as(cell, hostMarks.POST, { params: markedDinner, body: { marks: [mark] } })
    },
    verify: async (cell, answer) => {
      const marks = (await bookingsOf(markedDinner.id)).map((booking) => booking.attendance ?? null)
      expect(marks[0]).toBe(answer.status === 200 ? 'present' : null)
    },
  },
  {
    route: 'GET /api/admin/dinners/[id]/hosts',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, dinnerHosts.GET, { method: 'GET', params: await hostedDinner(cell) }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.hosts).toHaveLength(1)
    },
  },
  {
    route: 'POST /api/admin/dinners/[id]/hosts',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, dinnerHosts.POST, { params: await heldDinner(), body: { email: cell.cast.B.email } }),
  },
  {
    route: 'DELETE /api/admin/dinners/[id]/hosts',
    expect: ADMIN_ONLY,
    send: async (cell) =>
      as(cell, dinnerHosts.DELETE, { method: 'DELETE', params: await hostedDinner(cell), body: { userId: cell.cast.A.id } }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.hosts).toEqual([])
    },
  },
  {
    route: 'POST /api/feedback',
    expect: BY_SECRET_ONLY,
    send: (cell) => as(cell, feedbackAnswer.POST, { body: { token: 'f'.repeat(43), evening: 5, speaker: 5, conversation: 5 } }),
  },
  {
    route: 'POST /api/feedback/report',
    expect: BY_SECRET_ONLY,
    send: (cell) =>
      as(cell, feedbackReport.POST, { body: { token: 'f'.repeat(43), memberId: 1, category: 'autre', message: 'Un signalement' } }),
  },
  {
    route: 'POST /api/waitlist-offers/accept',
    expect: BY_SECRET_ONLY,
    send: (cell) => as(cell, offerAccept.POST, { body: { token: 'z'.repeat(43) } }),
  },
  {
    route: 'GET /api/admin/dinners/[id]/tables',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, dinnerTables.GET, { params: (await bookedDinner()).params }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.guests).toHaveLength(4)
    },
  },
  {
    route: 'POST /api/admin/dinners/[id]/tables',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, dinnerTables.POST, { method: 'POST', params: (await bookedDinner()).params, body: { basedOn: null } }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.arrangement.tables.flat()).toHaveLength(4)
    },
  },
  {
    route: 'PUT /api/admin/dinners/[id]/tables',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      const { params } = await bookedDinner()
      const guests = (await bookingsOf(params.id)).map((b) => String(b.member))
      return as(cell, dinnerTables.PUT, {
        method: 'PUT',
        params,
        body: { tables: [guests], pins: [{ guest: guests[0], table: 0 }], basedOn: null },
      })
    },
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.arrangement.pins).toHaveLength(1)
    },
  },
  {
    route: 'POST /api/admin/dinners/[id]/tables/confirm',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      const { params, composedAt } = await bookedDinner(true)
      const answer = await as(cell, confirmTables.POST, { method: 'POST', params, body: { basedOn: composedAt } })
      const seated = (await bookingsOf(params.id)).filter((b) => typeof b.tableNumber === 'number')
      expect(seated).toHaveLength(cell.actor === 'admin' ? 4 : 0)
      return answer
    },
  },
  {
    route: 'POST /api/admin/evenings/[day]/tables',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      const { day, id } = await eveningDinner()
      return as(cell, eveningTables.POST, { params: { day }, body: { dinners: [{ id, basedOn: null }] } })
    },
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.dinners).toMatchObject([{ composed: true, guests: 4 }])
    },
  },
  {
    route: 'POST /api/admin/dinners/[id]/cancel',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      const { params } = await bookedDinner()
      const answer = await as(cell, cancelDinner.POST, { method: 'POST', params })
      const cancelled = (await bookingsOf(params.id)).filter((b) => b.status === 'cancelled')
      expect(cancelled).toHaveLength(cell.actor === 'admin' ? 4 : 0)
      return answer
    },
  },
  {
    route: 'GET /api/admin/dinners/[id]/mails',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, dinnerMails.GET, { method: 'GET', params: (await bookedDinner()).params }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.guests).toHaveLength(4)
    },
  },
  {
    route: 'GET /api/admin/dinners/[id]/attendance',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, attendance.GET, { method: 'GET', params: await heldDinner() }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.attendance).toHaveLength(4)
    },
  },
  {
    route: 'POST /api/admin/dinners/[id]/notes',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      const params = await heldDinner()
      const [booking] = await bookingsOf(params.id)
      const guest = typeof booking.member === 'object' ? booking.member.id : booking.member
      return as(cell, guestNotes.POST, { body: { member: guest, note: 'Arrive en retard' }, params })
    },
    verify: async (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body).toMatchObject({ note: 'Arrive en retard' })
    },
  },
  {
    route: 'GET /api/admin/dinners/[id]/guests',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      const lastName = `Candidat${cell.actor}${Date.now()}`
      await member({ lastName })
      return as(cell, teamGuests.GET, { params: (await bookedDinner()).params, path: `/api/test?q=${lastName}` })
    },
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body).toHaveLength(1)
    },
  },
  {
    route: 'POST /api/admin/dinners/[id]/guests',
    expect: [401, 403, 403, 403, 201],
    send: async (cell) => as(cell, teamGuests.POST, { params: (await bookedDinner()).params, body: { member: (await member()).id } }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body).toMatchObject({ tablesConfirmed: false, seatsRaisedTo: null })
    },
  },
  {
    route: 'GET /api/admin/dinners/[id]/feedback',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, dinnerFeedback.GET, { method: 'GET', params: await heldDinner() }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.stats).toMatchObject({ asked: 0, answered: 0, comments: [] })
    },
  },
  { route: 'GET /api/admin/feedback/speakers', expect: ADMIN_ONLY, send: (cell) => as(cell, speakerFeedback.GET, { method: 'GET' }) },
  {
    route: 'PUT /api/admin/dinners/[id]/attendance',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      markedDinner = await heldDinner()
      return as(cell, attendance.PUT, { method: 'PUT', params: markedDinner, body: { allPresent: true } })
    },
    // Only an admin's « Tous présents » marks anyone.
    verify: async (cell) => {
      const marks = (await bookingsOf(markedDinner.id)).map((booking) => booking.attendance ?? null)
      expect(marks).toEqual(Array(4).fill(cell.actor === 'admin' ? 'present' : null))
    },
  },
  {
    route: 'GET /api/admin/attendance',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      await contestedBooking()
      return as(cell, teamAttendance.GET)
    },
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.contests.length).toBeGreaterThan(0)
      else expect(JSON.stringify(answer.body)).not.toContain('J’étais là.')
    },
  },
  {
    route: 'POST /api/admin/attendance/contests/[id]',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, contestAnswer.POST, { params: await contestedBooking(), body: { mark: 'present', reply: 'Corrigé.' } }),
  },
  {
    route: 'GET /api/admin/reports',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      await unreadReport()
      return as(cell, teamReports.GET)
    },
    verify: (cell, answer) => {
      if (cell.actor !== 'admin') expect(JSON.stringify(answer.body)).not.toContain('Signalement de la matrice.')
    },
  },
  {
    route: 'GET /api/admin/newsletter',
    expect: EDITORIAL,
    send: (cell) => as(cell, newsletterPreview.GET),
    verify: (cell, answer) => {
      if (answer.status === 200) expect(answer.body.html).toContain('<html')
      else expect(answer.body.html).toBeUndefined()
    },
  },
  { route: 'POST /api/admin/newsletter/test', expect: EDITORIAL, send: (cell) => as(cell, newsletterTest.POST, { method: 'POST' }) },
  {
    route: 'POST /api/admin/newsletter/send',
    expect: ADMIN_ONLY,
    send: async (cell) => {
      // This week's letter not yet sent, with its introduction, so that the admin's cell sends it.
      const payload = await ready()
      await pool(payload).query('DELETE FROM newsletter_issues WHERE week = $1', [newsletterWeek(new Date())])
      await payload.updateGlobal({ slug: 'newsletter', overrideAccess: true, data: { intro: 'Le mot de la rédaction.' } })
      return as(cell, newsletterSendNow.POST, { method: 'POST' })
    },
  },
  {
    route: 'GET /api/admin/journal',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, journal.GET),
    verify: (cell, answer) => {
      if (cell.actor !== 'admin') expect(Array.isArray(answer.body)).toBe(false)
    },
  },
  ...(
    [
      [
        'GET /api/admin/exports/applications',
        applicationsExport.GET,
        async () => ({ path: '/api/admin/exports/applications?tab=pending' }),
      ],
      [
        'GET /api/admin/exports/bookings',
        bookingsExport.GET,
        async () => ({ path: '/api/admin/exports/bookings?du=2026-01-01&au=2026-12-31' }),
      ],
      ['GET /api/admin/exports/memberships.csv', membershipsExport.GET, async () => ({ path: '/api/admin/exports/memberships.csv' })],
      ['GET /api/admin/dinners/[id]/exports/guests', guestsExport.GET, async () => ({ params: (await bookedDinner()).params })],
      ['GET /api/admin/dinners/[id]/exports/restaurant', restaurantExport.GET, async () => ({ params: (await bookedDinner()).params })],
    ] as const
  ).map(([route, handler, options]) => ({
    route,
    expect: ADMIN_ONLY,
    send: async (cell: Cell) => as(cell, handler, await options()),
    verify: (cell: Cell, answer: Answer) => {
      // A CSV reaches admins only; everyone else gets a French refusal, never a row.
      expect(answer.headers?.get('content-type')?.startsWith('text/csv')).toBe(cell.actor === 'admin')
      if (cell.actor !== 'admin') expect(answer.text).not.toContain(';')
    },
  })),
  // Read from Stripe: with billing off here, an admin is told so in French (409), never handed a file.
  {
    route: 'GET /api/admin/exports/accounting.csv',
    expect: [401, 403, 403, 403, 409],
    send: (cell) => as(cell, accountingExport.GET, { path: '/api/admin/exports/accounting.csv?mois=2026-11' }),
    verify: (_cell, answer) => expect(answer.text).not.toContain(';'),
  },
  {
    route: 'POST /api/admin/reports/[id]/seen',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, reportSeen.POST, { params: await unreadReport() }),
  },
  // Paid membership, with billing off here (no Stripe keys): nothing to pay, so 409 once signed in.
  { route: 'GET /api/me/membership', expect: SIGNED_IN, send: (cell) => as(cell, myMembership.GET) },
  // One's own payments only (no id to ask for another's): empty with billing off.
  {
    route: 'GET /api/me/membership/payments',
    expect: SIGNED_IN,
    send: (cell) => as(cell, membershipPayments.GET),
    verify: (cell, answer) => cell.caller && expect(answer.body).toEqual({ payments: [], complete: true }),
  },
  {
    route: 'POST /api/me/membership/checkout',
    expect: [401, 409, 409, 409, 409],
    send: (cell) => as(cell, membershipCheckout.POST, { body: { plan: 'premium', interval: 'month', rate: 'founder' } }),
  },
  {
    route: 'POST /api/me/membership/portal',
    expect: [401, 409, 409, 409, 409],
    send: (cell) => as(cell, membershipPortal.POST, { body: {} }),
  },
  {
    route: 'GET /api/me/membership/pause',
    expect: [401, 409, 409, 409, 409],
    send: (cell) => as(cell, membershipPause.GET, { path: '/api/me/membership/pause?months=1' }),
  },
  {
    route: 'POST /api/me/membership/pause',
    expect: [401, 409, 409, 409, 409],
    send: (cell) => as(cell, membershipPause.POST, { body: { months: 1 } }),
  },
  {
    route: 'POST /api/me/membership/plan',
    expect: [401, 409, 409, 409, 409],
    send: (cell) => as(cell, membershipPlan.POST, { body: { plan: 'essential', interval: 'month' } }),
  },
  { route: 'GET /api/me/membership/cancellation', expect: [401, 409, 409, 409, 409], send: (cell) => as(cell, membershipCancellation.GET) },
  {
    route: 'POST /api/me/membership/cancellation',
    expect: [401, 409, 409, 409, 409],
    send: (cell) => as(cell, membershipCancellation.POST, { body: { confirm: true } }),
  },
  {
    route: 'DELETE /api/me/membership/cancellation',
    expect: [401, 409, 409, 409, 409],
    send: (cell) => as(cell, membershipCancellation.DELETE, { method: 'DELETE' }),
  },
  {
    route: 'POST /api/me/membership/retention',
    expect: [401, 409, 409, 409, 409],
    send: (cell) => as(cell, membershipRetention.POST, { body: { answer: 'decline' } }),
  },
  // The mailed link's signed token is the access; a session changes nothing.
  {
    route: 'POST /api/membership/activation',
    expect: [403, 403, 403, 403, 403],
    send: (cell) =>
      as(cell, membershipActivation.POST, {
        body: { token: `1-9999999999-${'z'.repeat(43)}`, plan: 'premium', interval: 'month', rate: 'founder' },
      }),
  },
  // The failed-payment mail's signed token is the access; a session changes nothing.
  {
    route: 'POST /api/membership/payment-method',
    expect: [403, 403, 403, 403, 403],
    send: (cell) => as(cell, membershipPaymentMethod.POST, { body: { token: `1-9999999999-${'z'.repeat(43)}` } }),
  },
  // Stripe's signature is the access: without a good one, 400 whoever calls.
  {
    route: 'POST /api/billing/stripe',
    expect: [400, 400, 400, 400, 400],
    send: (cell) => as(cell, stripeWebhook.POST, { body: { id: 'evt_1' } }),
  },
  {
    route: 'GET /api/admin/memberships',
    expect: ADMIN_ONLY,
    send: (cell) => as(cell, teamMemberships.GET, { path: '/api/admin/memberships?status=active' }),
  },
  {
    route: 'POST /api/admin/memberships/[id]/offer',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, membershipOffer.POST, { params: await memberToActivate(), body: { reason: 'Matrice' } }),
  },
  {
    route: 'POST /api/admin/memberships/invite',
    expect: [401, 403, 403, 403, 409],
    send: (cell) => as(cell, membershipInvite.POST, { body: {} }),
  },
  {
    route: 'DELETE /api/admin/members/[id]/pause',
    expect: ADMIN_ONLY,
    send: async (cell) => as(cell, memberPause.DELETE, { method: 'DELETE', params: await pausedMember() }),
  },
  {
    route: 'POST /api/admin/dinners/[id]/messages',
    expect: [401, 403, 403, 403, 201],
    send: async (cell) =>
      as(cell, guestMessages.POST, { params: (await bookedDinner()).params, body: { subject: 'Matrice', body: 'Bonsoir.' } }),
    verify: (cell, answer) => {
      if (cell.actor === 'admin') expect(answer.body.recipients).toBe(4)
    },
  },
  {
    route: 'POST /api/admin/mails/[id]/resend',
    expect: [401, 403, 403, 403, 201],
    send: async (cell) => {
      const { params } = await bookedDinner()
      const [booking] = await bookingsOf(params.id)
      const { rows } = await pool(await ready()).query<{ id: number }>(
        `INSERT INTO mail_outbox (kind, recipient, subject, body_text, booking_id, sent_at)
         VALUES ('dinner-message', 'matrice@example.org', 'Matrice', 'Bonsoir.', $1, now()) RETURNING id`,
        [booking.id],
      )
      return as(cell, resendMail.POST, { method: 'POST', params: { id: String(rows[0].id) } })
    },
  },
  { route: 'GET /api/admin/abtest/stats', expect: ADMIN_ONLY, send: (cell) => as(cell, abStats.GET) },
  { route: 'GET /api/admin/abtest/users', expect: ADMIN_ONLY, send: (cell) => as(cell, abUsers.GET) },
  { route: 'GET /api/admin/sponsorship/stats', expect: ADMIN_ONLY, send: (cell) => as(cell, sponsorshipStats.GET) },
  // Sponsorship is an approved member's: the matrix's applicants are not approved yet, the team does not sponsor.
  { route: 'GET /api/me/sponsorship/invitations', expect: MEMBERS_ONLY, send: (cell) => as(cell, sponsorInvitations.GET) },
  {
    route: 'POST /api/me/sponsorship/invitations',
    expect: MEMBERS_ONLY,
    send: (cell) => as(cell, sponsorInvitations.POST, { body: { email: uniqueEmail('invite'), message: 'Viens dîner.' } }),
  },
  {
    route: 'POST /api/me/sponsorship/second-sponsor',
    expect: MEMBERS_ONLY,
    send: (cell) => as(cell, secondSponsor.POST, { body: { invitationId: 1, email: uniqueEmail('second') } }),
  },
  // The second sponsor's button acts on its link alone: a forged one is refused whoever sends it.
  {
    route: 'POST /api/sponsorship/second-sponsor/confirm',
    expect: [400, 400, 400, 400, 400],
    send: (cell) => as(cell, confirmSecondSponsor.POST, { body: { token: 'z'.repeat(43) } }),
  },
  {
    route: 'POST /api/me/sponsorship/concerns',
    expect: MEMBERS_ONLY,
    send: (cell) => as(cell, sponsorConcerns.POST, { body: { email: uniqueEmail('inquietude'), message: 'Une inquiétude.' } }),
  },
  // Field-level: what the wizard's steps never store, whatever the body carries.
  {
    route: 'POST /api/registration/[userId]/step (with role, status and proof fields)',
    owner: 'registered',
    expect: [401, 200, 403, 403, 403],
    send: (cell) =>
      as(cell, step.POST, {
        body: {
          step: 2,
          data: {
            ...completionSteps()[0][1],
            role: 'admin',
            applicationStatus: 'approved',
            emailVerifiedAt: '2020-01-01',
            reviewNotes: 'x',
          },
        },
        params: { userId: String(cell.cast.A.id) },
      }),
    verify: async (cell) => {
      expect(await user(cell.cast.A.id)).toMatchObject({
        role: 'applicant',
        applicationStatus: 'pending',
        emailVerifiedAt: null,
        reviewNotes: null,
      })
    },
  },
  {
    route: 'POST /api/register (with role and status fields)',
    expect: [201, 201, 201, 201, 201],
    send: (cell) =>
      as(cell, register.POST, {
        body: {
          ...STEP1,
          email: uniqueEmail(),
          role: 'admin',
          applicationStatus: 'approved',
          registrationCompleted: true,
          emailVerifiedAt: '2020-01-01',
        },
      }),
    verify: async (_cell, answer) => {
      expect(await user(answer.body.id)).toMatchObject({
        role: 'applicant',
        applicationStatus: 'pending',
        registrationCompleted: false,
        emailVerifiedAt: null,
      })
    },
  },
]
