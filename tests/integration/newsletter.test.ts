import { DateTime } from 'luxon'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as preview from '@/app/(frontend)/api/admin/newsletter/route'
import * as sendNow from '@/app/(frontend)/api/admin/newsletter/send/route'
import * as sendTest from '@/app/(frontend)/api/admin/newsletter/test/route'
import * as reorder from '@/app/(frontend)/api/articles/reorder/route'
import * as dataExport from '@/app/(frontend)/api/me/export/route'
import * as preference from '@/app/(frontend)/api/me/newsletter/route'
import * as unsubscribe from '@/app/(frontend)/api/newsletter/unsubscribe/route'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { newsletterWeek } from '@/domain/newsletter'
import type { Newsletter } from '@/payload-types'
import { PRIVACY_SEED } from '@/server/content/seedTexts'
import { pool } from '@/server/db/pool'
import { unsubscribeToken } from '@/server/email/unsubscribeToken'
import { CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { newsletterRound, sendNewsletterBatch } from '@/server/newsletter/sending'
import { TASKS } from '@/server/queue/enqueue'

import { adminCookie, call, editorCookie, freshIp, ready, setAsideEarlierMails, smtp } from './support/api'
import { dinner, member } from './support/dinners'
import { startInstances, stopInstances } from './support/jobRunners'
import { until } from './support/until'
import { refusedRecipients } from './support/workerSetup'

const LETTER = 'Le Cercle\u00a0: la lettre de la semaine du'
const SITE = 'http://localhost:3000'

/**
 * Just before 8:02 (Paris) on the Monday of an ISO week far ahead, so that no other file's letter
 * took that week. The queue's schedule ticks at the next whole minute: half a second away.
 */
const mondayMorning = (week: number, hour = 8) =>
  DateTime.fromObject(
    { weekYear: 2031, weekNumber: week, weekday: 1, hour, minute: 1, second: 59, millisecond: 500 },
    { zone: DINNER_TIME_ZONE },
  ).toJSDate()

const lettersTo = (email: string) => smtp().received.filter((m) => m.to.includes(email) && m.subject.startsWith(LETTER))

async function db() {
  return pool(await ready())
}

/** A member who asked for the newsletter (and proved their address, as `member()` does), or not. */
async function reader(subscribed = true, verified = true) {
  const person = await member()
  await (
    await db()
  ).query('UPDATE users SET newsletter = $2, email_verified_at = CASE WHEN $3 THEN email_verified_at END WHERE id = $1', [
    person.id,
    subscribed,
    verified,
  ])
  return person
}

async function subscribed(id: number): Promise<boolean> {
  const { rows } = await (await db()).query<{ newsletter: boolean }>('SELECT newsletter FROM users WHERE id = $1', [id])
  return rows[0].newsletter
}

/** The two addresses of a letter's List-Unsubscribe header. */
function unsubscribeAddresses(list: string): { url: string; mailto: string } {
  return { url: /<(https?:[^>]+)>/.exec(list)?.[1] ?? '', mailto: /<(mailto:[^>]+)>/.exec(list)?.[1] ?? '' }
}

/** The one click of RFC 8058, as a mail provider sends it: from its own servers, a form body, no cookie. */
function oneClick(url: string, body = 'List-Unsubscribe=One-Click', cookie?: string) {
  const target = new URL(url)
  return unsubscribe.POST(
    new Request(`${SITE}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.example',
        [CLIENT_ADDRESS_HEADER]: freshIp(),
        ...(cookie ? { cookie } : {}),
      },
      body,
    }),
    { params: Promise.resolve({}) },
  )
}

async function setSchedule(schedule: Partial<Newsletter['schedule']>) {
  const payload = await ready()
  const current = await payload.findGlobal({ slug: 'newsletter', overrideAccess: true })
  await payload.updateGlobal({ slug: 'newsletter', overrideAccess: true, data: { schedule: { ...current.schedule, ...schedule } } })
}

afterEach(stopInstances)

beforeAll(async () => {
  await ready()
  await setSchedule({ day: '1', hour: 8, perMinute: 1000 })
})

describe('the weekly newsletter, on the job queue', () => {
  it('reaches exactly the people who opted in, once in the week, even with two instances running the queue', async () => {
    await setAsideEarlierMails()
    const readers = [await reader(), await reader(), await reader()]
    const unproven = await reader(true, false)
    const uninterested = await reader(false)
    const monday = mondayMorning(10)

    vi.useFakeTimers({ now: monday, toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await startInstances(2)
    await until('the letters', () => readers.every((r) => lettersTo(r.email).length > 0))
    const week = newsletterWeek(monday)
    const { rows } = await (
      await db()
    ).query<{ recipients: number; sends: number; opted: number }>(
      `SELECT i.recipients, (SELECT count(*)::int FROM newsletter_sends s WHERE s.week = i.week) AS sends,
              (SELECT count(*)::int FROM users WHERE newsletter AND email_verified_at IS NOT NULL) AS opted
         FROM newsletter_issues i WHERE i.week = $1`,
      [week],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].sends).toBe(rows[0].recipients)
    expect(rows[0].recipients).toBe(rows[0].opted)
    expect(lettersTo(unproven.email)).toHaveLength(0)
    expect(lettersTo(uninterested.email)).toHaveLength(0)

    // The rest of the week: the rounds of every minute (here one, an hour later, and one on Thursday) send nothing more.
    await newsletterRound(await ready(), mondayMorning(10, 9))
    await newsletterRound(await ready(), DateTime.fromJSDate(monday).plus({ days: 3 }).toJSDate())
    await until('the queue to be empty', async () => {
      const left = await (
        await db()
      ).query(`SELECT 1 FROM mail_outbox WHERE kind = 'newsletter' AND sent_at IS NULL AND recipient = ANY($1)`, [
        readers.map((r) => r.email),
      ])
      return left.rowCount === 0
    })
    for (const r of readers) expect(lettersTo(r.email)).toHaveLength(1)

    // The next Monday is another week: one more letter each.
    await newsletterRound(await ready(), mondayMorning(11))
    await until('next week’s letters', () => readers.every((r) => lettersTo(r.email).length === 2))
  }, 60_000)

  it('has a text and an HTML part, the unsubscribe headers of RFC 8058 and the link in its footer', async () => {
    const r = await reader()
    await newsletterRound(await ready(), mondayMorning(12))
    await until('the letter', () => lettersTo(r.email).length > 0)
    const [letter] = lettersTo(r.email)
    expect(letter.text).toContain('Se désinscrire de la lettre : ')
    expect(letter.html).toContain('Se désinscrire de la lettre')
    expect(letter.text).toContain('Les prochains dîners')
    // Each copy greets its reader by first name, the name escaped in the HTML part.
    const { rows: names } = await (await db()).query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [r.id])
    expect(letter.text.split('\n')[0]).toBe(`Bonjour ${names[0].first_name},`)
    expect(letter.html).toContain(`Bonjour ${names[0].first_name},`)
    expect(letter.text + letter.html).not.toMatch(/prenom[0-9a-f]{32}/)
    const headers = unsubscribeAddresses(letter.listUnsubscribe)
    expect(letter.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
    expect(headers.url).toMatch(new RegExp(`^${SITE}/api/newsletter/unsubscribe\\?token=${r.id}\\.\\d+\\.[\\w-]{43}$`))
    expect(headers.mailto).toMatch(/^mailto:[^?]+@[^?]+\?subject=D%C3%A9sinscription/)
    // The footer's link is the page (whose button acts), with the same token.
    const token = new URL(headers.url).searchParams.get('token')
    expect(letter.text).toContain(`/newsletter/desinscription?token=${token}`)

    // The person's export (GDPR) lists the letter, and says they asked for it.
    const exported = await call(dataExport.GET, { cookie: r.cookie })
    expect(exported.body.newsletter).toMatchObject({ subscribed: true, lettersSent: [{ week: newsletterWeek(mondayMorning(12)) }] })
    expect(exported.body.newsletter.lettersSent[0].sentAt).not.toBeNull()

    // A day after it left, the copy keeps its row (the person's export shows when) but not its text.
    await (
      await db()
    ).query(`UPDATE mail_outbox SET sent_at = now() - interval '25 hours' WHERE kind = 'newsletter' AND recipient = $1`, [r.email])
    await newsletterRound(await ready(), mondayMorning(12, 10))
    const { rows } = await (
      await db()
    ).query(`SELECT body_text, body_html, sent_at FROM mail_outbox WHERE kind = 'newsletter' AND recipient = $1`, [r.email])
    expect(rows).toMatchObject([{ body_text: '', body_html: null }])
    expect(rows[0].sent_at).not.toBeNull()
  })

  it('keeps to the per-minute limit set for the SMTP provider; a refused copy is retried, and never sent twice', async () => {
    const payload = await ready()
    const readers = [await reader(), await reader(), await reader(), await reader()]
    const refused = readers[3]
    refusedRecipients.add(refused.email)
    try {
      await setSchedule({ perMinute: 1 })
      // Queued at the week's hour; the round itself sends one copy, the limit of the minute.
      await setAsideEarlierMails()
      await newsletterRound(payload, mondayMorning(13))
      const { rows: queued } = await (
        await db()
      ).query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'newsletter' AND sent_at IS NULL AND recipient = ANY($1)`,
        [readers.map((r) => r.email)],
      )
      const { rows: lastMinute } = await (
        await db()
      ).query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'newsletter' AND sent_at > now() - interval '1 minute'`,
      )
      expect(lastMinute[0].n).toBeGreaterThanOrEqual(1)
      expect(queued[0].n).toBeGreaterThanOrEqual(3)
      // Within the same minute, another batch at that limit sends nothing.
      expect(await sendNewsletterBatch(payload, 1)).toEqual({ sent: 0, failed: 0 })
      // A larger allowance sends the rest; the refused copy fails and waits for its retry.
      const rest = await sendNewsletterBatch(payload, lastMinute[0].n + 1000)
      expect(rest.failed).toBeGreaterThanOrEqual(1)
      for (const r of readers.slice(0, 3)) expect(lettersTo(r.email)).toHaveLength(1)
      expect(lettersTo(refused.email)).toHaveLength(0)

      refusedRecipients.delete(refused.email)
      await (
        await db()
      ).query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE kind = 'newsletter' AND recipient = $1`, [refused.email])
      await sendNewsletterBatch(payload, 100_000)
      await sendNewsletterBatch(payload, 100_000)
      expect(lettersTo(refused.email)).toHaveLength(1)
      for (const r of readers) expect(lettersTo(r.email)).toHaveLength(1)
    } finally {
      refusedRecipients.delete(refused.email)
      await setSchedule({ perMinute: 1000 })
    }
  })
})

describe('two senders at once', () => {
  it('the round and a sender beside it, on two instances, send each copy once, many at a time over a few connections', async () => {
    const payload = await ready()
    const readers = []
    for (let i = 0; i < 70; i += 1) readers.push(await reader())
    try {
      // The round opens the week's issue and, its minute's allowance spent, leaves the rest queued.
      await setSchedule({ perMinute: 1 })
      await setAsideEarlierMails()
      await newsletterRound(payload, mondayMorning(16))
      const { rows: senders } = await (
        await db()
      ).query<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = $1`, [TASKS.newsletterCopies])
      expect(senders[0].n).toBe(1)
      const before = smtp().connections
      const sent = await Promise.all([sendNewsletterBatch(payload, 100_000), sendNewsletterBatch(payload, 100_000)])
      // Both took a share: copies are claimed fifty at a time, not one after the other.
      expect(sent.every((result) => result.sent > 0)).toBe(true)
      for (const r of readers) expect(lettersTo(r.email)).toHaveLength(1)
      expect(smtp().connections - before).toBeLessThanOrEqual(5)
    } finally {
      await setSchedule({ perMinute: 1000 })
      await (
        await db()
      ).query(
        `DELETE FROM graphile_worker._private_jobs j USING graphile_worker._private_tasks t WHERE t.id = j.task_id AND t.identifier = $1`,
        [TASKS.newsletterCopies],
      )
    }
  })
})

describe('a copy no longer wanted', () => {
  it('does not leave once its reader is unsubscribed by an admin or has changed address, and leaves the queue', async () => {
    const payload = await ready()
    const [unticked, moved] = [await reader(), await reader()]
    for (const r of [unticked, moved]) refusedRecipients.add(r.email)
    try {
      // Queued, then refused once: both wait for their retry.
      await newsletterRound(payload, mondayMorning(15))
      await (await db()).query('UPDATE users SET newsletter = false WHERE id = $1', [unticked.id])
      await (await db()).query(`UPDATE users SET email = 'ailleurs.' || email WHERE id = $1`, [moved.id])
      for (const r of [unticked, moved]) refusedRecipients.delete(r.email)
      const mine = `kind = 'newsletter' AND recipient = ANY($1)`
      await (await db()).query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE ${mine}`, [[unticked.email, moved.email]])
      await sendNewsletterBatch(payload, 100_000)
      expect(lettersTo(unticked.email)).toHaveLength(0)
      expect(lettersTo(moved.email)).toHaveLength(0)
      await newsletterRound(payload, mondayMorning(15, 9))
      const left = await (await db()).query(`SELECT 1 FROM mail_outbox WHERE ${mine}`, [[unticked.email, moved.email]])
      expect(left.rowCount).toBe(0)
    } finally {
      for (const r of [unticked, moved]) refusedRecipients.delete(r.email)
    }
  })
})

describe('one-click unsubscribe (RFC 8058)', () => {
  it('a POST without a session removes the address at once, and drops its copy still queued', async () => {
    const r = await reader()
    refusedRecipients.add(r.email)
    try {
      await newsletterRound(await ready(), mondayMorning(14))
      const { rows } = await (
        await db()
      ).query<{ headers: Record<string, string> }>(
        `SELECT headers FROM mail_outbox WHERE kind = 'newsletter' AND recipient = $1 AND sent_at IS NULL`,
        [r.email],
      )
      expect(rows).toHaveLength(1)
      const { url } = unsubscribeAddresses(rows[0].headers['List-Unsubscribe'])
      const answer = await oneClick(url)
      expect(answer.status).toBe(200)
      expect((await answer.json()).message).toContain('vous ne recevrez plus la lettre hebdomadaire')
      expect(await subscribed(r.id)).toBe(false)
      const left = await (await db()).query(`SELECT 1 FROM mail_outbox WHERE kind = 'newsletter' AND recipient = $1`, [r.email])
      expect(left.rowCount).toBe(0)
      // Again (a provider's retry): still done, nothing else changes.
      expect((await oneClick(url)).status).toBe(200)
    } finally {
      refusedRecipients.delete(r.email)
    }
  })

  it('refuses a forged, altered or expired token, and a POST without the one-click body; a session alone unsubscribes no one', async () => {
    const r = await reader()
    const token = unsubscribeToken(r.id)
    const [id, expires, signature] = token.split('.')
    const forged = [
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      `${id}.${expires}.${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`,
      // The last character's spare bits: the same signature to base64, not the token that was signed.
      `${id}.${expires}.${signature.slice(0, -1)}${String.fromCharCode(signature.charCodeAt(42) ^ 1)}`,
      unsubscribeToken(r.id, new Date(Date.now() - 400 * 24 * 60 * 60 * 1000)),
      '',
    ]
    for (const bad of forged) {
      const answer = await oneClick(`${SITE}/api/newsletter/unsubscribe?token=${bad}`)
      expect(answer.status, bad).toBe(400)
      expect((await answer.json()).message).toBe(
        'Ce lien de désinscription n’est pas valide ou a expiré. Vous pouvez vous désinscrire depuis votre espace.',
      )
    }
    const noBody = await oneClick(`${SITE}/api/newsletter/unsubscribe?token=${token}`, '')
    expect(noBody.status).toBe(400)
    expect((await noBody.json()).message).toContain('List-Unsubscribe=One-Click')
    // The member's own session, without the token, changes nothing.
    expect((await oneClick(`${SITE}/api/newsletter/unsubscribe`, 'List-Unsubscribe=One-Click', r.cookie)).status).toBe(400)
    expect(await subscribed(r.id)).toBe(true)
    // A GET (a mail scanner) only leads to the page.
    const opened = await call(unsubscribe.GET, { path: `/api/newsletter/unsubscribe?token=${token}` })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`${SITE}/newsletter/desinscription?token=${encodeURIComponent(token)}`)
    expect(await subscribed(r.id)).toBe(true)
    // The page's button posts the token as JSON.
    expect((await call(unsubscribe.POST, { body: { token } })).status).toBe(200)
    expect(await subscribed(r.id)).toBe(false)
  })
})

describe('the member’s space', () => {
  it('turns the newsletter on and off for the account itself (401 without a session, 400 in French on a bad body)', async () => {
    const r = await reader(false)
    const off = await call(preference.PUT, { method: 'PUT', cookie: r.cookie, body: { subscribed: true } })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('Vous recevrez la lettre hebdomadaire.')
    expect(await subscribed(r.id)).toBe(true)
    const bad = await call(preference.PUT, { method: 'PUT', cookie: r.cookie, body: { subscribed: 'oui' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/[éèàç]|requête/i)
    expect((await call(preference.PUT, { method: 'PUT', body: { subscribed: false } })).status).toBe(401)
    const on = await call(preference.PUT, { method: 'PUT', cookie: r.cookie, body: { subscribed: false } })
    expect(on.body.message).toBe('Vous ne recevrez plus la lettre hebdomadaire.')
    expect(await subscribed(r.id)).toBe(false)
  })
})

describe('the editors’ preview, their test and the admins’ « maintenant »', () => {
  it('shows the letter as it would leave now: the editors’ introduction, the week’s articles, the next dinners with seats', async () => {
    const payload = await ready()
    await payload.updateGlobal({
      slug: 'newsletter',
      overrideAccess: true,
      data: { intro: 'Bonjour à la table.\n\nDeux dîners à ne pas manquer.' },
    })
    const article = await payload.create({
      collection: 'articles',
      overrideAccess: true,
      data: {
        title: 'L’article de la lettre',
        description: 'À lire.',
        url: 'https://example.org/lettre',
        source: 'Le Journal',
        theme: 'economy-work',
        isActive: true,
      },
    })
    // A new article goes last, after those earlier files of this worker left: the editor puts it
    // first, into the week's five, as « Gestion des Articles » does.
    const editor = await editorCookie()
    const order = await payload.find({
      collection: 'articles',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      sort: ['position', 'id'],
    })
    const articleIds = [article.id, ...order.docs.map((doc) => doc.id).filter((id) => id !== article.id)]
    expect((await call(reorder.POST, { cookie: editor, body: { articleIds } })).status).toBe(200)
    // The letter shows the next three dinners with seats: this one comes before those earlier files left.
    await dinner({ days: 5 / (24 * 60), title: 'Dîner de la lettre', seats: 8 })
    const answer = await call(preview.GET, { cookie: editor })
    expect(answer.status).toBe(200)
    expect(answer.body.subject).toMatch(/^Le Cercle\u00a0: la lettre de la semaine du \d{1,2} \p{L}+$/u)
    expect(answer.body.hasIntro).toBe(true)
    expect(answer.body.html).toContain('Deux dîners à ne pas manquer.')
    // Sections under headings; each article with its theme; each dinner with its own « Réserver ».
    expect(answer.body.html).toMatch(/<h2[^>]*>Les cinq articles de la semaine<\/h2>/)
    expect(answer.body.html).toMatch(/<h2[^>]*>Les prochains dîners<\/h2>/)
    expect(answer.body.html).toContain('Économie &amp; Travail · Le Journal')
    const booked = await pool(payload).query<{ id: number }>(`SELECT id FROM dinners WHERE title = 'Dîner de la lettre'`)
    expect(answer.body.html).toMatch(new RegExp(`<a [^>]*href="${SITE}/diners/${booked.rows[0].id}-diner-de-la-lettre"[^>]*>Réserver</a>`))
    expect(answer.body.html).toContain('L’article de la lettre')
    expect(answer.body.html).toContain('https://example.org/lettre')
    expect(answer.body.html).toContain('Dîner de la lettre')
    expect(answer.body.html).toContain('8 places restantes')
    expect(typeof answer.body.recipients).toBe('number')
    // The home page's selection as it was, for the files after this one.
    await payload.delete({ collection: 'articles', id: article.id, overrideAccess: true })
  })

  it('« S’envoyer un test » mails the letter to the editor alone; « maintenant » is the admins’, once in the week', async () => {
    const editor = await editorCookie()
    const me = (await call((await import('@/app/(frontend)/api/auth/user/route')).GET, { cookie: editor })).body
    const test = await call(sendTest.POST, { method: 'POST', cookie: editor })
    expect(test.status).toBe(200)
    expect(test.body.message).toBe(`La lettre de test est partie à ${me.user?.email ?? me.email}.`)
    const mail = await smtp().waitFor(me.user?.email ?? me.email, `[Test] ${LETTER}`)
    expect(mail.text).toContain('Se désinscrire de la lettre')

    expect((await call(sendNow.POST, { method: 'POST', cookie: editor })).status).toBe(403)
    const r = await reader()
    await (await db()).query('DELETE FROM newsletter_issues WHERE week = $1', [newsletterWeek(new Date())])
    const admin = await adminCookie()
    // Without the editors' introduction, the letter is not sent: the admin is told why, in French.
    const payload = await ready()
    const { intro } = await payload.findGlobal({ slug: 'newsletter', overrideAccess: true })
    await payload.updateGlobal({ slug: 'newsletter', overrideAccess: true, data: { intro: '  ' } })
    expect((await call(preview.GET, { cookie: editor })).body.hasIntro).toBe(false)
    const refused = await call(sendNow.POST, { method: 'POST', cookie: admin })
    expect(refused).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^La lettre n’a pas encore de texte d’introduction/) },
    })
    expect((await (await db()).query('SELECT 1 FROM newsletter_issues WHERE week = $1', [newsletterWeek(new Date())])).rowCount).toBe(0)
    await payload.updateGlobal({ slug: 'newsletter', overrideAccess: true, data: { intro: intro || 'Le mot de la rédaction.' } })
    const now = await call(sendNow.POST, { method: 'POST', cookie: admin })
    expect(now.status).toBe(200)
    expect(now.body.message).toMatch(/^La lettre de la semaine part à \d+ personnes?/)
    // The introduction spoke for this week: the panel asks for next week's.
    expect((await payload.findGlobal({ slug: 'newsletter', overrideAccess: true })).intro ?? '').toBe('')
    expect((await call(preview.GET, { cookie: editor })).body.hasIntro).toBe(false)
    const again = await call(sendNow.POST, { method: 'POST', cookie: admin })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('La lettre de cette semaine est déjà partie : elle part une fois par semaine.')
    // The admin's decision is in the audit log; the letter leaves in the queue's next batch.
    const { rows } = await (await db()).query(`SELECT changes FROM audit_log WHERE kind = 'newsletter.sentNow' ORDER BY id DESC LIMIT 1`)
    expect(rows[0].changes.week[1]).toBe(newsletterWeek(new Date()))
    await sendNewsletterBatch(await ready(), 100_000)
    await until('the letter sent now', () => lettersTo(r.email).length === 1)
  })
})

describe('the privacy page', () => {
  it('says what the newsletter keeps, on what basis, for how long, and how to leave it', () => {
    expect(PRIVACY_SEED.body).toContain('**Lettre hebdomadaire**, seulement si vous l’avez demandée')
    expect(PRIVACY_SEED.body).toContain('base légale : votre consentement')
    expect(PRIVACY_SEED.body).toContain('Lettre hebdomadaire : votre inscription jusqu’à ce que vous la retiriez')
    expect(PRIVACY_SEED.body).toContain('lien de désinscription en un clic')
    expect(PRIVACY_SEED.body).toContain('télécharger vos données (lettre hebdomadaire comprise)')
  })
})
