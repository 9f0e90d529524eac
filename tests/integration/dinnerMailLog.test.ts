import { beforeAll, describe, expect, it } from 'vitest'

import * as mails from '@/app/(frontend)/api/admin/dinners/[id]/mails/route'
import * as messages from '@/app/(frontend)/api/admin/dinners/[id]/messages/route'
import * as resend from '@/app/(frontend)/api/admin/mails/[id]/resend/route'
import { type DinnerMailLog, MAIL_LOG_ERRORS, SENT_MAIL_BODY_DAYS } from '@/domain/dinnerMailLog'
import { pool } from '@/server/db/pool'
import { dropOldMailBodies, MAIL_MAX_ATTEMPTS } from '@/server/email/outbox'

import { invitationOf } from '../support/calendar'
import { adminCookie, call, ready, smtp } from './support/api'
import { book, dinner, member, members, unbook } from './support/dinners'

let admin: string

const logOf = (dinnerId: number | string, cookie: string | undefined = admin) =>
  call(mails.GET, { method: 'GET', cookie, params: { id: String(dinnerId) } })
const write = (dinnerId: number | string, body: unknown, cookie: string | undefined = admin) =>
  call(messages.POST, { cookie, body, params: { id: String(dinnerId) } })
const again = (mailId: number | string, cookie: string | undefined = admin) => call(resend.POST, { cookie, params: { id: String(mailId) } })

const guestOf = (log: DinnerMailLog, email: string) => log.guests.find((guest) => guest.email === email)!

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('each guest’s mails, on the dinner’s page: GET /api/admin/dinners/{id}/mails', () => {
  it('lists the guests in French alphabetical order: an accented name among the others, not after them', async () => {
    const d = await dinner({ title: 'Ordre des convives' })
    for (const lastName of ['Étienne', 'Faure', 'Dupont']) await book(await member({ lastName }), d.id)
    const log: DinnerMailLog = (await logOf(d.id)).body
    expect(log.guests.map((guest) => guest.name.split(' ').at(-1))).toEqual(['Dupont', 'Étienne', 'Faure'])
  })

  it('lists what was sent and what is planned; a failure stays visible, and « Renvoyer » sends a copy once', async () => {
    const d = await dinner({ title: 'Journal des courriels' })
    const [camille, dominique] = await members(2)
    await book(camille, d.id)
    await book(dominique, d.id)
    await smtp().waitFor(camille.email, 'votre place au dîner')

    const log: DinnerMailLog = (await logOf(d.id)).body
    const camilleLog = guestOf(log, camille.email)
    expect(camilleLog.name).toBe(camilleLog.name.trim())
    expect(camilleLog.mails.map((m) => [m.kind, m.state])).toEqual([
      ['dinner-booked', 'sent'],
      ['reminder-ask', 'planned'],
      ['reminder-brief', 'planned'],
    ])

    // The mail to Dominique never left: the outbox gave up after its last attempt.
    const failedId = guestOf(log, dominique.email).mails[0].id!
    await pool(await ready()).query('UPDATE mail_outbox SET sent_at = NULL, attempts = $2, last_error = $3 WHERE id = $1', [
      failedId,
      MAIL_MAX_ATTEMPTS,
      'SMTP 550 mailbox unavailable',
    ])
    const failed = guestOf((await logOf(d.id)).body, dominique.email).mails[0]
    expect(failed).toMatchObject({ state: 'failed', attempts: MAIL_MAX_ATTEMPTS })
    expect(JSON.stringify(failed)).not.toContain('SMTP')

    const bookedMails = () => smtp().received.filter((m) => m.to.includes(dominique.email) && m.subject.includes('votre place au dîner'))
    const before = bookedMails().length
    const [first, second] = await Promise.all([again(failedId), again(failedId)])
    expect([first.status, second.status].sort()).toEqual([201, 409])
    expect((first.status === 409 ? first : second).body.message).toBe(
      'Cet e-mail vient d’être renvoyé\u00a0: attendez une minute avant de le renvoyer encore.',
    )
    await expect.poll(() => bookedMails().length).toBe(before + 1)
    expect(invitationOf(bookedMails()[before]).method).toBe('REQUEST')
    const after = guestOf((await logOf(d.id)).body, dominique.email).mails.filter((m) => m.kind === 'dinner-booked')
    expect(after.map((m) => m.state)).toEqual(['failed', 'sent'])

    // A mail still being sent is not copied: it leaves again by itself.
    const { rows: pendingRows } = await pool(await ready()).query<{ id: number }>(
      `INSERT INTO mail_outbox (kind, recipient, subject, body_text, booking_id, last_error, attempts)
       VALUES ('dinner-message', $1, 'En cours', '…', (SELECT id FROM bookings WHERE dinner_id = $2 AND member_id = $3), 'SMTP 421', 1) RETURNING id`,
      [dominique.email, d.id, dominique.id],
    )
    const stillSending = await again(pendingRows[0].id)
    expect(stillSending.status).toBe(409)
    expect(stillSending.body.message).toBe('Cet e-mail est encore en cours d’envoi\u00a0: il repartira de lui-même.')

    // Once the booking is cancelled, the old invitation would put the dinner back in the calendar.
    expect((await unbook(camille, d.id)).status).toBe(200)
    const superseded = await again(camilleLog.mails[0].id!)
    expect(superseded.status).toBe(409)
    expect(superseded.body.message).toBe('Un e-mail plus récent a mis à jour l’agenda de ce convive\u00a0: renvoyez plutôt celui-là.')
    const cancelled = guestOf((await logOf(d.id)).body, camille.email)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.mails.map((m) => m.kind)).toEqual(['dinner-booked', 'dinner-cancelled'])
    // The CANCEL itself may leave again; a reminder of a seat no longer held may not.
    expect((await again(cancelled.mails[1].id!)).status).toBe(201)
  })

  it('answers 401 without a session, 403 to a member, 404 to an unknown dinner or mail, 409 to a mail that is not a guest’s', async () => {
    const d = await dinner()
    const m = await member()
    expect((await logOf(d.id, '')).status).toBe(401)
    expect((await logOf(d.id, m.cookie)).status).toBe(403)
    expect((await logOf(999999)).status).toBe(404)
    expect((await again(1, '')).status).toBe(401)
    expect((await again(1, m.cookie)).status).toBe(403)
    expect((await again(99999999)).status).toBe(404)
    // A mail that is no guest's (a password reset, say) is not the team's to resend from a dinner.
    const { rows } = await pool(await ready()).query<{ id: number }>(
      `INSERT INTO mail_outbox (kind, recipient, subject, body_text, sent_at) VALUES ('password-reset', $1, 'Réinitialisation', '…', now()) RETURNING id`,
      [m.email],
    )
    const notAGuests = await again(rows[0].id)
    expect(notAGuests.status).toBe(409)
    expect(notAGuests.body.message).toBe('Cet e-mail ne concerne pas un convive d’un dîner.')
  })
})

describe('what « Renvoyer » never sends, and how long a body is kept', () => {
  it('a mail the team was sent about a booking (a contested mark) is listed but never re-sent to the guest (409)', async () => {
    const d = await dinner({ title: 'Contestation à l’équipe' })
    const guest = await member()
    await book(guest, d.id)
    const bookingId = guestOf((await logOf(d.id)).body, guest.email).bookingId
    const { rows } = await pool(await ready()).query<{ id: number }>(
      `INSERT INTO mail_outbox (kind, recipient, subject, body_text, sent_at, booking_id, for_team)
       VALUES ('attendance-contest', 'equipe@lecercle.example', 'Contestation', 'Le message du membre…', now(), $1, true) RETURNING id`,
      [bookingId],
    )
    const entry = guestOf((await logOf(d.id)).body, guest.email).mails.find((mail) => mail.id === rows[0].id)
    expect(entry).toMatchObject({ kind: 'attendance-contest', state: 'sent', resendable: false })
    const refused = await again(rows[0].id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(MAIL_LOG_ERRORS.forTeam)
  })

  it(`keeps a sent mail's body ${SENT_MAIL_BODY_DAYS} days, then only what the log shows: its links no longer lie in the table`, async () => {
    const d = await dinner({ title: 'Corps effacé' })
    const guest = await member()
    await book(guest, d.id)
    await smtp().waitFor(guest.email, 'votre place au dîner')
    const db = pool(await ready())
    const [booked] = guestOf((await logOf(d.id)).body, guest.email).mails
    expect(booked.resendable).toBe(true)
    // Sent a day short of the keeping time: kept.
    await db.query(`UPDATE mail_outbox SET sent_at = now() - make_interval(days => $2 - 1) WHERE id = $1`, [booked.id, SENT_MAIL_BODY_DAYS])
    await dropOldMailBodies(await ready())
    expect((await db.query('SELECT body_text FROM mail_outbox WHERE id = $1', [booked.id])).rows[0].body_text).not.toBe('')
    // Past it: the text, the HTML, the calendar and the headers go; the subject and the date stay.
    await db.query(`UPDATE mail_outbox SET sent_at = now() - make_interval(days => $2 + 1) WHERE id = $1`, [booked.id, SENT_MAIL_BODY_DAYS])
    expect(await dropOldMailBodies(await ready())).toBeGreaterThanOrEqual(1)
    const { rows } = await db.query('SELECT subject, sent_at, body_text, body_html, calendar, headers FROM mail_outbox WHERE id = $1', [
      booked.id,
    ])
    expect(rows[0]).toMatchObject({ body_text: '', body_html: null, calendar: null, headers: null })
    expect(rows[0].subject).toBe(booked.subject)
    const entry = guestOf((await logOf(d.id)).body, guest.email).mails[0]
    expect(entry).toMatchObject({ state: 'sent', resendable: false })
    const refused = await again(booked.id!)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(MAIL_LOG_ERRORS.bodyGone)
  })
})

describe('« Écrire aux convives »: POST /api/admin/dinners/{id}/messages', () => {
  it('writes to every guest through the outbox, with the team as Reply-To, and keeps the message on the dinner’s page', async () => {
    const d = await dinner({ title: 'Un mot aux convives' })
    const guests = await members(2)
    for (const guest of guests) await book(guest, d.id)
    const waiting = await member()
    await pool(await ready()).query(`INSERT INTO bookings (dinner_id, member_id, status, queued_at) VALUES ($1, $2, 'waitlisted', now())`, [
      d.id,
      waiting.id,
    ])
    const sent = await write(d.id, { subject: 'Code de la porte', body: 'Sonnez au 3B.\n\nÀ jeudi !' })
    expect(sent).toMatchObject({ status: 201, body: { recipients: 2 } })
    const mail = await smtp().waitFor(guests[0].email, 'Code de la porte')
    expect(mail.subject).toBe('Le Cercle\u00a0: Code de la porte')
    expect(mail.text).toContain('Sonnez au 3B.')
    expect(mail.html).toContain('À jeudi !')
    expect(mail.replyTo).toBe('equipe@lecercle.example')
    await smtp().waitFor(guests[1].email, 'Code de la porte')
    expect(smtp().received.some((m) => m.to.includes(waiting.email) && m.subject.includes('Code de la porte'))).toBe(false)

    const log: DinnerMailLog = (await logOf(d.id)).body
    expect(log.messages).toMatchObject([{ subject: 'Code de la porte', body: 'Sonnez au 3B.\n\nÀ jeudi !', table: null, recipients: 2 }])
    expect(guestOf(log, guests[0].email).mails.some((m) => m.kind === 'dinner-message')).toBe(true)
  })

  it('answers 400 in French to a bad message, 409 to a table not confirmed or a dinner without guests, 401, 403 and 404', async () => {
    const d = await dinner()
    const m = await member()
    const noSubject = await write(d.id, { subject: ' ', body: 'Bonsoir' })
    expect(noSubject.status).toBe(400)
    expect(noSubject.body.message).toBe('Indiquez l’objet du message.')
    expect((await write(d.id, { subject: 'Objet', body: '' })).body.message).toBe('Écrivez le message.')
    expect((await write(d.id, { subject: 'Objet', body: 'x', table: 'deux' })).status).toBe(400)
    const empty = await write(d.id, { subject: 'Objet', body: 'Bonsoir' })
    expect(empty.status).toBe(409)
    expect(empty.body.message).toBe('Personne n’est inscrit à cette table ou à ce dîner\u00a0: le message n’aurait aucun destinataire.')
    await book(m, d.id)
    const toTable = await write(d.id, { subject: 'Objet', body: 'Bonsoir', table: 2 })
    expect(toTable.status).toBe(409)
    expect(toTable.body.message).toBe('Cette table n’existe pas\u00a0: les tables ne sont pas confirmées, ou personne n’y est assis.')
    expect((await write(d.id, { subject: 'Objet', body: 'Bonsoir' }, '')).status).toBe(401)
    expect((await write(d.id, { subject: 'Objet', body: 'Bonsoir' }, m.cookie)).status).toBe(403)
    expect((await write(999999, { subject: 'Objet', body: 'Bonsoir' })).status).toBe(404)
  })
})
