import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as feedbackReportRoute from '@/app/(frontend)/api/feedback/report/route'
import * as feedbackRoute from '@/app/(frontend)/api/feedback/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import * as meRoute from '@/app/(frontend)/api/me/route'
import * as tablematesRoute from '@/app/(frontend)/api/me/tablemates/route'
import { FEEDBACK_ERRORS } from '@/domain/feedback'
import { pool } from '@/server/db/pool'
import { describeFeedbackLink, sendFeedbackRequests } from '@/server/dinners/afterwards/feedback'

import { ADMIN, adminCookie, call, mailedToken, ready, registerApplicant, smtp } from './support/api'
import { cms } from './support/cms'
import { dinner, type Member, members, seatedAt } from './support/dinners'

const DAY = 24 * 60 * 60 * 1000
const ASKED = 'votre avis sur le dîner'
const INTRODUCED = 'vous aimeriez vous revoir'
const scores = { evening: 4, speaker: 4, conversation: 5 }

const send = (body: unknown) => call(feedbackRoute.POST, { body })
const report = (body: unknown) => call(feedbackReportRoute.POST, { body })
const introductions = () => smtp().received.filter((mail) => mail.subject.includes(INTRODUCED))
const firstNameOf = async (guest: Member) =>
  (await pool(await ready()).query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [guest.id])).rows[0].first_name

/**
 * A dinner held yesterday whose tables seated these members (by table), the feedback job run, and
 * each guest's mailed link. `absent` guests are marked absent without notice (and not asked).
 */
async function heldWithLinks(tables: Member[][], absent: Member[] = []): Promise<{ id: number; links: Map<number, string> }> {
  const d = await dinner({ days: -1, title: `Dîner du lendemain ${tables[0][0].id}` })
  await seatedAt(d.id, tables, (guest) => (absent.includes(guest) ? 'no_show' : 'present'))
  const payload = await ready()
  await sendFeedbackRequests(payload, { dinnerId: d.id, startsAt: d.startsAt })
  const links = new Map<number, string>()
  for (const guest of tables.flat().filter((g) => !absent.includes(g))) links.set(guest.id, await mailedToken(guest.email, ASKED, '/avis'))
  return { id: d.id, links }
}

beforeAll(async () => {
  await adminCookie()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('« Revoir »: a double opt-in on the morning-after form', () => {
  it('introduces two tablemates who ticked each other by one mail to both, once, with the address each chose', async () => {
    const [ana, ben, cleo, dan] = await members(4)
    const { links } = await heldWithLinks([[ana, ben, cleo], [dan]])
    const payload = await ready()

    // The form shows the tablemates by first name, never someone of another table.
    const view = await describeFeedbackLink(payload, links.get(ana.id)!)
    expect(view.state === 'valid' && view.tablemates.map((mate) => mate.name).sort()).toEqual(
      [await firstNameOf(ben), await firstNameOf(cleo)].sort(),
    )
    expect(JSON.stringify(view)).not.toContain('Convive')

    const anaSent = await send({ token: links.get(ana.id), ...scores, revoir: [String(ben.id), String(cleo.id)] })
    expect(anaSent.status).toBe(200)
    expect(introductions().filter((mail) => mail.to.includes(ana.email))).toHaveLength(0)

    const benSent = await send({ token: links.get(ben.id), ...scores, revoir: [ana.id], shareEmail: ' Ben.Perso@Exemple.FR ' })
    expect(benSent.status).toBe(200)
    const mail = await smtp().waitFor(ben.email, INTRODUCED)
    // Both accounts' confirmed addresses, in Bcc: the address typed on the form is never sent anything,
    // and neither sees the other's account address; replies are theirs, not the team's.
    expect(mail.to.sort()).toEqual([ana.email, ben.email].sort())
    expect(mail.raw).not.toMatch(/^To:/m)
    expect(mail.replyTo).toBe('')
    expect(mail.text).toContain(`Bonjour ${await firstNameOf(ben)} et ${await firstNameOf(ana)},`)
    expect(mail.text).toContain(`${await firstNameOf(ana)}\u00a0: ${ana.email}`)
    expect(mail.text).toContain(`${await firstNameOf(ben)}\u00a0: ben.perso@exemple.fr`)
    expect(mail.text).toContain('vous avez chacun dit à l’équipe que vous aimeriez vous revoir')
    expect(mail.text).not.toContain(ben.email)

    // Changing the answers, unticking and ticking again: never a second introduction.
    const again = await send({ token: benSent.body.token, ...scores, revoir: [] })
    await send({ token: again.body.token, ...scores, revoir: [ana.id] })
    await send({ token: anaSent.body.token, ...scores, revoir: [ben.id] })
    expect(introductions().filter((m) => m.to.includes(ana.email))).toHaveLength(1)
    // Cléo was ticked by Ana and ticked no one: she is told nothing.
    expect(introductions().filter((m) => m.to.includes(cleo.email))).toHaveLength(0)
  })

  it('two tablemates ticking each other at the same moment are introduced exactly once', async () => {
    const [eve, fred] = await members(2)
    const { links } = await heldWithLinks([[eve, fred]])
    const [a, b] = await Promise.all([
      send({ token: links.get(eve.id), ...scores, revoir: [fred.id] }),
      send({ token: links.get(fred.id), ...scores, revoir: [eve.id] }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    await smtp().waitFor(eve.email, INTRODUCED)
    const { rows } = await pool(await ready()).query('SELECT 1 FROM revoir_introductions WHERE $1 IN (member_a, member_b)', [eve.id])
    expect(rows).toHaveLength(1)
    expect(introductions().filter((m) => m.to.includes(eve.email))).toHaveLength(1)
  })

  it('a one-sided tick reveals nothing to the one ticked, through any route, and is in its author’s export only', async () => {
    const [gil, hana] = await members(2)
    const { links } = await heldWithLinks([[gil, hana]])
    expect((await send({ token: links.get(gil.id), ...scores, revoir: [hana.id] })).status).toBe(200)
    const payload = await ready()

    const hanaView = await describeFeedbackLink(payload, links.get(hana.id)!)
    expect(hanaView.state === 'valid' && hanaView.answers).toBeNull()
    const answers = [
      await call(tablematesRoute.GET, { method: 'GET', cookie: hana.cookie }),
      await cms('GET', 'bookings?depth=2&limit=100', { cookie: hana.cookie }),
      await cms('GET', `users/${gil.id}`, { cookie: hana.cookie }),
      await cms('GET', 'bookings?depth=2&limit=100', { cookie: (await registerApplicant()).cookie }),
    ]
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/revoir|wish|share_?email/i)
    const hanaExport = (await call(exportRoute.GET, { method: 'GET', cookie: hana.cookie })).body as Record<string, unknown>
    expect([hanaExport.revoirWishes, hanaExport.revoirIntroductions]).toEqual([[], []])
    expect(JSON.stringify(hanaExport)).not.toContain(gil.email)

    const gilExport = (await call(exportRoute.GET, { method: 'GET', cookie: gil.cookie })).body as {
      revoirWishes: { tablemate: string }[]
    }
    expect(gilExport.revoirWishes.map((wish) => wish.tablemate)).toEqual([await firstNameOf(hana)])
    expect(introductions().filter((m) => m.to.includes(hana.email) || m.to.includes(gil.email))).toHaveLength(0)
  })

  it('refuses a tick on someone of another table or absent, a bad address (French), and a late link', async () => {
    const [ines, jo, absentee, other] = await members(4)
    const { links } = await heldWithLinks([[ines, jo, absentee], [other]], [absentee])
    const token = links.get(ines.id)
    for (const stranger of [other, absentee, ines]) {
      const refused = await send({ token, ...scores, revoir: [stranger.id] })
      expect([refused.status, refused.body.message]).toEqual([403, 'Cette personne n’était pas à votre table lors de ce dîner.'])
    }
    const cases: [unknown, number, string][] = [
      [{ token, ...scores, revoir: [jo.id], shareEmail: 'pas une adresse' }, 400, 'Veuillez saisir une adresse email valide.'],
      [{ token, ...scores, revoir: 'tous' }, 400, 'Requête invalide.'],
      [{ token, ...scores, revoir: Array.from({ length: 13 }, (_, i) => i + 1) }, 400, 'Requête invalide.'],
    ]
    for (const [body, status, message] of cases) {
      const bad = await send(body)
      expect([bad.status, bad.body.message], JSON.stringify(body)).toEqual([status, message])
    }
    // Nothing was recorded, and the link still serves.
    const { rows } = await pool(await ready()).query(
      'SELECT 1 FROM revoir_wishes w JOIN bookings b ON b.id = w.booking_id WHERE b.member_id = $1',
      [ines.id],
    )
    expect(rows).toHaveLength(0)
    vi.useFakeTimers({ now: Date.now() + 8 * DAY, toFake: ['Date'] })
    const late = await send({ token, ...scores, revoir: [jo.id] })
    expect(late.status).toBe(410)
  })

  it('a ticked tablemate marked absent since leaves the form, and the guest can still change their answers', async () => {
    const [pia, quentin, rita] = await members(3)
    const { links } = await heldWithLinks([[pia, quentin, rita]])
    const first = await send({ token: links.get(pia.id), ...scores, revoir: [quentin.id, rita.id] })
    expect(first.status).toBe(200)
    await pool(await ready()).query(`UPDATE bookings SET attendance = 'no_show' WHERE member_id = $1`, [quentin.id])
    const view = await describeFeedbackLink(await ready(), first.body.token)
    if (view.state !== 'valid' || !view.answers) throw new Error('the form should show the answers')
    expect(view.tablemates.map((mate) => mate.memberId)).toEqual([rita.id])
    expect(view.answers.revoir).toEqual([rita.id])
    expect((await send({ token: first.body.token, ...scores, revoir: view.answers.revoir })).status).toBe(200)
  })

  it('erasing either account erases the ticks, the introduction and its mail', async () => {
    const [kim, lou] = await members(2)
    const { links } = await heldWithLinks([[kim, lou]])
    await send({ token: links.get(kim.id), ...scores, revoir: [lou.id] })
    await send({ token: links.get(lou.id), ...scores, revoir: [kim.id] })
    await smtp().waitFor(kim.email, INTRODUCED)
    expect((await call(meRoute.DELETE, { method: 'DELETE', cookie: kim.cookie })).status).toBe(200)
    const db = pool(await ready())
    const count = async (query: string) => (await db.query(query, [kim.id])).rowCount
    expect(await count('SELECT 1 FROM revoir_introductions WHERE $1 IN (member_a, member_b)')).toBe(0)
    expect(await count('SELECT 1 FROM revoir_wishes WHERE mate_id = $1')).toBe(0)
    const mails = await db.query(`SELECT 1 FROM mail_outbox WHERE kind = 'revoir-introduction' AND recipient LIKE $1`, [`%${kim.email}%`])
    expect(mails.rowCount).toBe(0)
  })
})

describe('« Signaler un comportement » from the morning-after form: POST /api/feedback/report', () => {
  it('reaches the admins with the link as proof, about a tablemate only, and leaves the link usable', async () => {
    const [max, noa, other] = await members(3)
    const { id, links } = await heldWithLinks([[max, noa], [other]])
    const token = links.get(max.id)
    const sent = await report({ token, memberId: noa.id, category: 'propos-deplaces', message: 'Des remarques déplacées.' })
    expect([sent.status, sent.body]).toEqual([201, { reported: true }])
    await smtp().waitFor(ADMIN.email, 'un membre signale un comportement')
    const mailsToAdmins = () => smtp().received.filter((m) => m.to.includes(ADMIN.email) && m.subject.includes('signale')).length
    const before = mailsToAdmins()
    // Sent again (a double click, the link kept for a week): refused, and no one is mailed again.
    const again = await report({ token, memberId: noa.id, category: 'propos-deplaces', message: 'Des remarques déplacées.' })
    expect([again.status, again.body.message]).toEqual([
      409,
      'Vous avez déjà signalé cette personne pour ce dîner : l’équipe a bien reçu votre message.',
    ])
    expect(mailsToAdmins()).toBe(before)
    const { rows } = await pool(await ready()).query('SELECT reported_id, dinner_id FROM conduct_reports WHERE reporter_id = $1', [max.id])
    expect(rows).toEqual([{ reported_id: noa.id, dinner_id: id }])
    expect((await send({ token, ...scores })).status).toBe(200)

    const cases: [unknown, number, string][] = [
      [
        { token: links.get(noa.id), memberId: other.id, category: 'autre', message: 'Bonjour' },
        403,
        'Cette personne n’était pas à votre table lors de ce dîner.',
      ],
      [
        { token: links.get(noa.id), memberId: max.id, category: 'autre', message: ' ' },
        400,
        'Décrivez ce qui s’est passé, en quelques mots.',
      ],
      [{ token: links.get(noa.id), memberId: max.id, message: 'Bonjour' }, 400, 'Choisissez le motif du signalement.'],
      [{ token: links.get(noa.id), memberId: 'max', category: 'autre', message: 'Bonjour' }, 400, 'Requête invalide.'],
      [
        { token: 'x'.repeat(43), memberId: max.id, category: 'autre', message: 'Bonjour' },
        404,
        'Ce lien n’est pas valide. Vérifiez que vous l’avez copié en entier depuis l’e-mail.',
      ],
      // The link Max used to send his answers has served: it is no proof any more.
      [
        { token, memberId: noa.id, category: 'propos-deplaces', message: 'Encore' },
        409,
        'Ce lien a déjà servi\u00a0: votre avis est enregistré. Pour le modifier, reprenez la page ouverte après votre envoi.',
      ],
    ]
    for (const [body, status, message] of cases) {
      const bad = await report(body)
      expect([bad.status, bad.body.message], JSON.stringify(body)).toEqual([status, message])
    }
  })

  it('files reports only until the answers are sent: the page’s next link changes the answers, and reports nothing', async () => {
    const [lou, sam] = await members(2)
    const { links } = await heldWithLinks([[lou, sam]])
    const answered = await send({ token: links.get(lou.id), ...scores })
    expect(answered.status).toBe(200)
    // The link the page holds after sending (a forwarded mail's reader could have opened it too).
    const next = answered.body.token as string
    const refused = await report({ token: next, memberId: sam.id, category: 'autre', message: 'Un signalement envoyé par un autre' })
    expect([refused.status, refused.body.message]).toEqual([409, FEEDBACK_ERRORS.reportAfterAnswer])
    const { rows } = await pool(await ready()).query('SELECT 1 FROM conduct_reports WHERE reporter_id = $1', [lou.id])
    expect(rows).toHaveLength(0)
    // The same link still changes the answers until its date.
    expect((await send({ token: next, ...scores, evening: 5 })).status).toBe(200)
  })
})
