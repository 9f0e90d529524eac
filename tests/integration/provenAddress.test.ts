import { beforeAll, describe, expect, it } from 'vitest'

import * as resend from '@/app/(frontend)/api/auth/confirm-email/resend/route'
import * as confirm from '@/app/(frontend)/api/auth/confirm-email/route'
import * as login from '@/app/(frontend)/api/auth/login/route'
import * as user from '@/app/(frontend)/api/auth/user/route'
import * as contact from '@/app/(frontend)/api/contact/route'
import * as emailRoute from '@/app/(frontend)/api/me/email/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import * as passwordRoute from '@/app/(frontend)/api/me/password/route'
import * as me from '@/app/(frontend)/api/me/route'
import * as register from '@/app/(frontend)/api/register/route'
import * as quickSignup from '@/app/(frontend)/api/users/route'

import { call, mailedToken, ready, registerApplicant, smtp, STEP1, uniqueEmail } from './support/api'

/** The French texts of the status page and the e-mails (ours: SPEC is silent on proven addresses). */
const TEXTS = {
  confirmed: 'Votre adresse e-mail est confirmée. Merci !',
  changed: 'Votre nouvelle adresse e-mail est confirmée : c’est désormais celle de votre compte.',
  invalid: 'Ce lien de confirmation est invalide, a déjà servi ou a expiré. Demandez-en un nouveau depuis votre espace.',
  alreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
  wrongPassword: 'Le mot de passe actuel est incorrect.',
  sameEmail: 'C’est déjà l’adresse de votre compte.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
}

const confirmationToken = (email: string, subject = 'confirmez votre adresse') => mailedToken(email, subject, 'email/confirmer')

async function stored(id: number) {
  const payload = await ready()
  return payload.findByID({ collection: 'users', id, overrideAccess: true })
}

beforeAll(async () => {
  await ready()
})

describe('every new account receives a confirmation link, and is not held up meanwhile', () => {
  it('wizard, quick sign-up and simplified form: a link valid 48 hours, sent to the address', async () => {
    const wizard = await registerApplicant()
    const quick = uniqueEmail('rapide')
    expect((await call(quickSignup.POST, { body: { email: quick } })).status).toBe(201)
    const simplified = uniqueEmail('simple')
    const res = await call(register.POST, {
      body: { source: 'simplified', firstName: 'Lou', lastName: 'Simple', email: simplified, themes: STEP1.themes },
    })
    expect(res.status).toBe(201)
    for (const email of [wizard.email, quick, simplified]) {
      const mail = await smtp().waitFor(email, 'confirmez votre adresse e-mail')
      expect(mail.text).toContain('valable 48 heures, une seule fois')
      expect(mail.text).toMatch(/\/email\/confirmer\?token=/)
    }
    // The session works at once: the wizard goes on before the address is confirmed.
    const current = await call(user.GET, { cookie: wizard.cookie })
    expect(current).toMatchObject({ status: 200, body: { user: { emailVerified: false, pendingEmail: null } } })
  })

  it('the link confirms once; a bad, used or replaced link gets 400 in French', async () => {
    const applicant = await registerApplicant()
    const first = await confirmationToken(applicant.email)
    const own = { cookie: applicant.cookie }
    expect(await call(confirm.POST, { ...own, body: { token: 'x'.repeat(43) } })).toMatchObject({
      status: 400,
      body: { message: TEXTS.invalid },
    })
    expect(await call(confirm.POST, { ...own, body: {} })).toMatchObject({ status: 400 })
    // A new link (from /status) replaces the first.
    smtp().received.splice(0)
    expect(await call(resend.POST, { method: 'POST', cookie: applicant.cookie })).toMatchObject({ status: 200 })
    const second = await confirmationToken(applicant.email)
    expect(await call(confirm.POST, { ...own, body: { token: first } })).toMatchObject({ status: 400, body: { message: TEXTS.invalid } })
    expect(await call(confirm.POST, { ...own, body: { token: second } })).toMatchObject({
      status: 200,
      body: { changed: false, message: TEXTS.confirmed },
    })
    expect(await call(confirm.POST, { ...own, body: { token: second } })).toMatchObject({ status: 400, body: { message: TEXTS.invalid } })
    expect((await stored(applicant.id)).emailVerifiedAt).toBeTruthy()
    expect((await call(user.GET, { cookie: applicant.cookie })).body.user.emailVerified).toBe(true)
    // Nothing left to confirm: a resend is refused in French.
    expect(await call(resend.POST, { method: 'POST', cookie: applicant.cookie })).toMatchObject({
      status: 400,
      body: { message: TEXTS.alreadyConfirmed },
    })
    expect(await call(resend.POST, { method: 'POST' })).toMatchObject({ status: 401, body: { message: TEXTS.unauthenticated } })
  })

  it('an expired link gets 400', async () => {
    const payload = await ready()
    const applicant = await registerApplicant()
    const token = await confirmationToken(applicant.email)
    await payload.db.drizzle.execute(
      `UPDATE email_confirmations SET expires_at = now() - interval '1 second' WHERE user_id = ${applicant.id}`,
    )
    expect(await call(confirm.POST, { cookie: applicant.cookie, body: { token } })).toMatchObject({
      status: 400,
      body: { message: TEXTS.invalid },
    })
  })

  it('only the account that asked confirms: no session 401, another account 403, and the link still works for its owner', async () => {
    const applicant = await registerApplicant()
    const stranger = await registerApplicant()
    const token = await confirmationToken(applicant.email)
    expect(await call(confirm.POST, { body: { token } })).toMatchObject({ status: 401, body: { message: TEXTS.unauthenticated } })
    expect(await call(confirm.POST, { cookie: stranger.cookie, body: { token } })).toMatchObject({
      status: 403,
      body: { message: 'Ce lien a été demandé par un autre compte : connectez-vous avec le compte qui l’a demandé, puis rouvrez-le.' },
    })
    expect((await stored(stranger.id)).emailVerifiedAt).toBeNull()
    expect(await call(confirm.POST, { cookie: applicant.cookie, body: { token } })).toMatchObject({ status: 200 })
  })
})

describe('changing the e-mail address', () => {
  it('needs a session, the current password, and a new address nobody has', async () => {
    const applicant = await registerApplicant()
    const other = await registerApplicant()
    const body = { email: uniqueEmail('nouvelle'), currentPassword: STEP1.password }
    expect(await call(emailRoute.POST, { body })).toMatchObject({ status: 401, body: { message: TEXTS.unauthenticated } })
    expect(await call(emailRoute.POST, { cookie: applicant.cookie, body: { ...body, currentPassword: 'pas-le-bon-mot' } })).toMatchObject({
      status: 400,
      body: { message: TEXTS.wrongPassword },
    })
    expect(await call(emailRoute.POST, { cookie: applicant.cookie, body: { ...body, email: 'pas-une-adresse' } })).toMatchObject({
      status: 400,
    })
    expect(await call(emailRoute.POST, { cookie: applicant.cookie, body: { ...body, email: applicant.email } })).toMatchObject({
      status: 400,
      body: { message: TEXTS.sameEmail },
    })
    expect(await call(emailRoute.POST, { cookie: applicant.cookie, body: { ...body, email: other.email } })).toMatchObject({
      status: 409,
      body: { message: TEXTS.emailTaken },
    })
    expect((await stored(applicant.id)).email).toBe(applicant.email)
  })

  it('applies only once the new address is confirmed; the old address is told', async () => {
    const applicant = await registerApplicant()
    const next = uniqueEmail('nouvelle')
    const asked = await call(emailRoute.POST, { cookie: applicant.cookie, body: { email: next, currentPassword: STEP1.password } })
    expect(asked.status).toBe(200)
    expect(await stored(applicant.id)).toMatchObject({ email: applicant.email, pendingEmail: next })
    const notice = await smtp().waitFor(applicant.email, 'changement d’adresse')
    expect(notice.text).toContain(next)
    const token = await confirmationToken(next, 'nouvelle adresse')
    expect(await call(confirm.POST, { cookie: applicant.cookie, body: { token } })).toMatchObject({
      status: 200,
      body: { changed: true, message: TEXTS.changed },
    })
    const after = await stored(applicant.id)
    expect(after).toMatchObject({ email: next, pendingEmail: null })
    expect(after.emailVerifiedAt).toBeTruthy()
    expect((await call(login.POST, { body: { email: next, password: STEP1.password } })).status).toBe(200)
    expect((await call(login.POST, { body: { email: applicant.email, password: STEP1.password } })).status).toBe(401)
  })

  it('a link for an address someone took meanwhile changes nothing (409)', async () => {
    const applicant = await registerApplicant()
    const next = uniqueEmail('disputee')
    await call(emailRoute.POST, { cookie: applicant.cookie, body: { email: next, currentPassword: STEP1.password } })
    const token = await confirmationToken(next, 'nouvelle adresse')
    expect((await call(quickSignup.POST, { body: { email: next } })).status).toBe(201)
    expect(await call(confirm.POST, { cookie: applicant.cookie, body: { token } })).toMatchObject({
      status: 409,
      body: { message: TEXTS.emailTaken },
    })
    expect((await stored(applicant.id)).email).toBe(applicant.email)
  })
})

describe('a new password ends an address change under way', () => {
  it('a link to another address, asked for before the reset, no longer takes the account', async () => {
    const applicant = await registerApplicant()
    const next = uniqueEmail('avant-reinit')
    await call(emailRoute.POST, { cookie: applicant.cookie, body: { email: next, currentPassword: STEP1.password } })
    const token = await confirmationToken(next, 'nouvelle adresse')
    const change = { currentPassword: STEP1.password, password: 'un-nouveau-secret', confirmPassword: 'un-nouveau-secret' }
    expect((await call(passwordRoute.POST, { cookie: applicant.cookie, body: change })).status).toBe(200)
    expect(await stored(applicant.id)).toMatchObject({ email: applicant.email, pendingEmail: null })
    expect(await call(confirm.POST, { cookie: applicant.cookie, body: { token } })).toMatchObject({
      status: 400,
      body: { message: TEXTS.invalid },
    })
    expect((await stored(applicant.id)).email).toBe(applicant.email)
  })
})

describe('changing the password', () => {
  it('needs the current one; ends the other sessions and keeps this one', async () => {
    const applicant = await registerApplicant()
    const elsewhere = (await call(login.POST, { body: { email: applicant.email, password: STEP1.password } })).cookie
    const change = { currentPassword: STEP1.password, password: 'un-nouveau-secret', confirmPassword: 'un-nouveau-secret' }
    expect(await call(passwordRoute.POST, { body: change })).toMatchObject({ status: 401 })
    expect(
      await call(passwordRoute.POST, { cookie: applicant.cookie, body: { ...change, currentPassword: 'pas-le-bon-mot' } }),
    ).toMatchObject({
      status: 400,
      body: { message: TEXTS.wrongPassword },
    })
    expect(
      await call(passwordRoute.POST, { cookie: applicant.cookie, body: { ...change, password: 'court', confirmPassword: 'court' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Le mot de passe doit contenir au moins 8 caractères.' },
    })
    expect(await call(passwordRoute.POST, { cookie: applicant.cookie, body: { ...change, confirmPassword: 'autre-chose' } })).toMatchObject(
      { status: 400 },
    )
    expect(await call(passwordRoute.POST, { cookie: applicant.cookie, body: change })).toMatchObject({ status: 200 })
    expect((await call(user.GET, { cookie: applicant.cookie })).status).toBe(200)
    expect((await call(user.GET, { cookie: elsewhere })).status).toBe(401)
    expect((await call(login.POST, { body: { email: applicant.email, password: 'un-nouveau-secret' } })).status).toBe(200)
    expect((await call(login.POST, { body: { email: applicant.email, password: STEP1.password } })).status).toBe(401)
  })
})

describe('data rights cover what the account created, and its address only once proven', () => {
  it('an account opened with a stranger’s address neither exports nor erases the stranger’s messages', async () => {
    const payload = await ready()
    const victim = uniqueEmail('victime')
    await call(contact.POST, { body: { name: 'Victime', email: victim, subject: 'info', message: 'Message privé' } })
    const attacker = (await call(quickSignup.POST, { body: { email: victim } })).cookie
    const exported = await call(exportRoute.GET, { cookie: attacker })
    expect(exported.status).toBe(200)
    expect(exported.body.contactMessages).toEqual([])
    expect((await call(me.DELETE, { method: 'DELETE', cookie: attacker })).status).toBe(200)
    const left = await payload.find({ collection: 'contact-messages', where: { email: { equals: victim } }, overrideAccess: true })
    expect(left.docs.map((m) => m.message)).toEqual(['Message privé'])
  })

  it('messages sent while signed in are the account’s; its address’s others count once it is confirmed', async () => {
    const payload = await ready()
    const applicant = await registerApplicant()
    await call(contact.POST, { body: { name: 'Anonyme', email: applicant.email, subject: 'info', message: 'Avant le compte' } })
    await call(contact.POST, {
      cookie: applicant.cookie,
      body: { name: 'Camille', email: 'autre@example.com', subject: 'info', message: 'Connectée' },
    })
    const before = await call(exportRoute.GET, { cookie: applicant.cookie })
    expect(before.body.contactMessages.map((m: { message: string }) => m.message)).toEqual(['Connectée'])
    expect(JSON.stringify(before.body)).not.toMatch(/"(hash|salt|sessions|resetPasswordToken|_uuid)"/)

    await call(confirm.POST, { cookie: applicant.cookie, body: { token: await confirmationToken(applicant.email) } })
    const after = await call(exportRoute.GET, { cookie: applicant.cookie })
    expect(after.body.contactMessages.map((m: { message: string }) => m.message).sort()).toEqual(['Avant le compte', 'Connectée'])

    const erased = await call(me.DELETE, { method: 'DELETE', cookie: applicant.cookie })
    expect(erased).toMatchObject({ status: 200, body: { deleted: true } })
    expect(erased.setCookie).toMatch(/payload-token=;|Expires=Thu, 01 Jan 1970/i)
    const messages = await payload.find({
      collection: 'contact-messages',
      where: { message: { in: ['Avant le compte', 'Connectée'] } },
      overrideAccess: true,
    })
    expect(messages.totalDocs).toBe(0)
    expect((await payload.find({ collection: 'users', where: { id: { equals: applicant.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await call(user.GET, { cookie: applicant.cookie })).status).toBe(401)
    expect((await call(exportRoute.GET)).status).toBe(401)
    expect((await call(me.DELETE, { method: 'DELETE' })).status).toBe(401)
  })
})
