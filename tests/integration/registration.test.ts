import { beforeAll, describe, expect, it } from 'vitest'

import * as login from '@/app/(frontend)/api/auth/login/route'
import * as user from '@/app/(frontend)/api/auth/user/route'
import * as register from '@/app/(frontend)/api/register/route'
import * as step from '@/app/(frontend)/api/registration/[userId]/step/route'
import * as quickSignup from '@/app/(frontend)/api/users/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { defaultPersonalityResponses } from '@/domain/personality'

import { call, ready, registerApplicant, smtp, STEP1, uniqueEmail } from './support/api'

async function usersWithEmail(email: string) {
  const payload = await ready()
  return (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs
}

const STEPS: Record<number, Record<string, unknown>> = {
  2: { birthDate: '1988-04-12', phone: '06 12 34 56 78', identity: 'femme', pricingPlan: 'essential' },
  3: { address: '12 rue des Lilas', postalCode: '69003', city: 'Lyon' },
  4: { sector: 'medias-communication', company: 'Radio Lyon', currentJob: 'Journaliste', languages: ['fr', 'en'] },
  5: { presentation: 'Journaliste radio, j’aime les débats argumentés et les rencontres inattendues autour d’une table.' },
  6: { personalityResponses: defaultPersonalityResponses(), dietaryInfo: { allergies: ['Gluten'], preferences: [], otherInfo: '' } },
}

function saveStep(id: number, cookie: string | undefined, n: number, data: unknown) {
  return call(step.POST, { body: { step: n, data }, cookie, params: { userId: String(id) } })
}

beforeAll(async () => {
  await ready()
})

describe('POST /api/register (wizard step 1)', () => {
  it('creates the account, opens an HTTP-only session and answers the id', async () => {
    const email = uniqueEmail()
    const res = await call(register.POST, { body: { ...STEP1, email, abVariant: 'control' } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ email, registrationStep: 2, registrationCompleted: false, abTestGroup: 'A' })
    expect(typeof res.body.id).toBe('number')
    expect(res.setCookie).toMatch(/payload-token=.+HttpOnly/i)
    const me = await call(user.GET, { cookie: res.cookie })
    expect(me.body.user.id).toBe(res.body.id)
    expect(JSON.stringify(me.body)).not.toMatch(/hash|salt|mot-de-passe-solide/)
  })

  it('records no group outside the experiment', async () => {
    const res = await call(register.POST, { body: { ...STEP1, email: uniqueEmail() } })
    expect(res.body.abTestGroup).toBeNull()
  })

  it('answers 400 with the French message and stores nothing', async () => {
    const email = uniqueEmail()
    const res = await call(register.POST, { body: { ...STEP1, email, themes: ['economy-work'] } })
    expect(res).toMatchObject({ status: 400, body: { message: VALIDATION.themesMin } })
    expect(await usersWithEmail(email)).toHaveLength(0)
    const mismatch = await call(register.POST, { body: { ...STEP1, email, confirmPassword: 'autre' } })
    expect(mismatch.body.message).toBe(VALIDATION.passwordsDiffer)
    const notJson = await call(register.POST, { body: '{pas du json' })
    expect(notJson).toMatchObject({ status: 400, body: { message: VALIDATION.bodyInvalid } })
  })

  it('answers 409 for an e-mail already registered and leaves that account untouched', async () => {
    const existing = await registerApplicant()
    const res = await call(register.POST, { body: { ...STEP1, email: existing.email.toUpperCase(), firstName: 'Intrus' } })
    expect(res).toMatchObject({ status: 409, body: { message: API_ERRORS.emailTaken } })
    const [stored] = await usersWithEmail(existing.email)
    expect(stored.firstName).toBe(STEP1.firstName)
    expect(res.setCookie).toBe('')
  })
})

describe('POST /api/register (simplified A/B form)', () => {
  it('creates a B account without a usable password, ignoring the placeholder', async () => {
    const email = uniqueEmail()
    const res = await call(register.POST, {
      body: {
        firstName: 'Léa',
        lastName: 'Roux',
        email,
        themes: ['economy-work', 'sport-society', 'world-geopolitics'],
        newsletter: true,
        source: 'simplified',
        abVariant: 'test',
        password: 'TempPassword123!',
        birthDate: '1996-01-01',
      },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ abTestGroup: 'B', hasPassword: false, source: 'simplified', registrationStep: 2 })
    expect((await usersWithEmail(email))[0].birthDate ?? null).toBeNull()
    const placeholderLogin = await call(login.POST, { body: { email, password: 'TempPassword123!' } })
    expect(placeholderLogin.status).toBe(401)
  })

  it('uses the simplified messages', async () => {
    const res = await call(register.POST, {
      body: { source: 'simplified', firstName: '', lastName: 'R', email: uniqueEmail(), themes: [] },
    })
    expect(res).toMatchObject({ status: 400, body: { message: VALIDATION.simplifiedRequired } })
  })
})

describe('POST /api/users (quick sign-up)', () => {
  it('creates an account at step 1 with its session', async () => {
    const email = uniqueEmail('rapide')
    const res = await call(quickSignup.POST, { body: { email, firstName: '', lastName: '', password: '', step: 1 } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ email, registrationStep: 1, source: 'quick-signup', hasPassword: false, abTestGroup: null })
    expect(res.cookie).toMatch(/^payload-token=/)
  })

  it('answers 400 for an invalid e-mail, 409 for a known one', async () => {
    expect(await call(quickSignup.POST, { body: { email: 'pas-un-email' } })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.emailInvalid },
    })
    const existing = await registerApplicant()
    expect(await call(quickSignup.POST, { body: { email: existing.email } })).toMatchObject({
      status: 409,
      body: { message: API_ERRORS.emailTaken },
    })
  })

  it('is rate limited per client address (429)', async () => {
    const ip = '203.0.113.77'
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await call(quickSignup.POST, { body: { email: uniqueEmail('flood') }, ip })).status)
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true)
    const blocked = await call(quickSignup.POST, { body: { email: uniqueEmail('flood') }, ip })
    expect(blocked).toMatchObject({ status: 429, body: { message: API_ERRORS.rateLimited } })
  })
})

describe('POST /api/registration/{userId}/step', () => {
  it('answers 401 without a session and 403 for another applicant', async () => {
    const owner = await registerApplicant()
    const other = await registerApplicant()
    expect(await saveStep(owner.id, undefined, 2, STEPS[2])).toMatchObject({ status: 401, body: { message: API_ERRORS.unauthenticated } })
    const forbidden = await saveStep(owner.id, other.cookie, 2, STEPS[2])
    expect(forbidden).toMatchObject({ status: 403, body: { message: API_ERRORS.forbidden } })
    const [stored] = await usersWithEmail(owner.email)
    expect(stored.registrationStep).toBe(2)
    expect(stored.phone ?? null).toBeNull()
  })

  it('validates with the step schema: 400 and nothing stored', async () => {
    const applicant = await registerApplicant()
    const res = await saveStep(applicant.id, applicant.cookie, 2, { ...STEPS[2], phone: '' })
    expect(res).toMatchObject({ status: 400, body: { message: VALIDATION.phoneRequired } })
    const [stored] = await usersWithEmail(applicant.email)
    expect(stored.birthDate ?? null).toBeNull()
    expect(stored.registrationStep).toBe(2)
    expect((await saveStep(applicant.id, applicant.cookie, 9, {})).body.message).toBe(VALIDATION.stepInvalid)
  })

  it('refuses to skip ahead', async () => {
    const applicant = await registerApplicant()
    const res = await saveStep(applicant.id, applicant.cookie, 7, { acceptRules: true })
    expect(res).toMatchObject({ status: 400, body: { message: VALIDATION.stepNotReached } })
  })

  it('saves steps 2 to 7 in turn; step 7 completes and the applicant is e-mailed', async () => {
    const applicant = await registerApplicant()
    for (const n of [2, 3, 4, 5, 6]) {
      const res = await saveStep(applicant.id, applicant.cookie, n, STEPS[n])
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ completed: false, registrationStep: n + 1 })
    }
    const back = await saveStep(applicant.id, applicant.cookie, 3, { ...STEPS[3], city: 'Villeurbanne' })
    expect(back.body).toMatchObject({ completed: false, registrationStep: 7 })
    const done = await saveStep(applicant.id, applicant.cookie, 7, { acceptRules: true })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      completed: true,
      registrationStep: 8,
      user: { registrationCompleted: true, city: 'Villeurbanne', bio: STEPS[5].presentation },
    })
    const [stored] = await usersWithEmail(applicant.email)
    expect(stored.rulesAcceptedAt).toBeTruthy()
    expect(stored.dietaryInfo?.allergies).toEqual(['Gluten'])
    const mail = await smtp().waitFor(applicant.email, 'demande d’adhésion')
    expect(mail.subject).toContain('demande d’adhésion')
    expect(mail.text).toContain('Bonjour Camille')
    const again = await saveStep(applicant.id, applicant.cookie, 5, STEPS[5])
    expect(again).toMatchObject({ status: 400, body: { message: API_ERRORS.registrationCompleted } })
  })

  it('asks an account created without a password to choose one before finalising', async () => {
    const email = uniqueEmail('rapide')
    const created = await call(quickSignup.POST, { body: { email } })
    const id = created.body.id as number
    let cookie = created.cookie
    const profile = await saveStep(id, cookie, 1, { firstName: 'Nina', lastName: 'Petit', themes: STEP1.themes, newsletter: true })
    expect(profile.body.registrationStep).toBe(2)
    for (const n of [2, 3, 4, 5, 6]) expect((await saveStep(id, cookie, n, STEPS[n])).status).toBe(200)
    expect(await saveStep(id, cookie, 7, { acceptRules: true })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.passwordNeeded },
    })
    const done = await saveStep(id, cookie, 7, { acceptRules: true, password: 'nouveau-secret', confirmPassword: 'nouveau-secret' })
    expect(done.body).toMatchObject({ completed: true, user: { hasPassword: true } })
    cookie = done.cookie
    expect((await call(user.GET, { cookie })).status).toBe(200)
    const logged = await call(login.POST, { body: { email, password: 'nouveau-secret' } })
    expect(logged.body.user).toMatchObject({ registrationCompleted: true, registrationStep: 8 })
  })
})
