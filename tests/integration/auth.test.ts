import { beforeAll, describe, expect, it } from 'vitest'

import * as login from '@/app/(frontend)/api/auth/login/route'
import * as logout from '@/app/(frontend)/api/auth/logout/route'
import * as user from '@/app/(frontend)/api/auth/user/route'
import { LOGIN_FAILURES_BEFORE_DELAY } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { SESSION_HINT_COOKIE } from '@/domain/sessionHint'
import { CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'

import { call, freshIp, ready, registerApplicant, STEP1, uniqueEmail } from './support/api'

beforeAll(async () => {
  await ready()
})

describe('POST /api/auth/login', () => {
  it('opens a session and answers the user with its registration progress', async () => {
    const applicant = await registerApplicant()
    const res = await call(login.POST, { body: { email: applicant.email, password: STEP1.password } })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ id: applicant.id, registrationCompleted: false, registrationStep: 2 })
    expect(res.setCookie).toMatch(/HttpOnly/i)
    expect(res.setCookie).toMatch(/SameSite=Lax/i)
  })

  it('answers 400 when a field is empty', async () => {
    expect(await call(login.POST, { body: { email: '', password: '' } })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.loginFieldsRequired },
    })
  })

  it('answers 401 with a French message for a wrong password or unknown e-mail', async () => {
    const applicant = await registerApplicant()
    const wrong = await call(login.POST, { body: { email: applicant.email, password: 'mauvais-mot-de-passe' } })
    expect(wrong).toMatchObject({ status: 401, body: { message: API_ERRORS.invalidCredentials } })
    const unknown = await call(login.POST, { body: { email: 'personne@example.com', password: 'peu-importe' } })
    expect(unknown).toMatchObject({ status: 401, body: { message: API_ERRORS.invalidCredentials } })
  })

  it('slows down an address hammering an account, never the owner elsewhere, and says so in French', async () => {
    const applicant = await registerApplicant()
    const stranger = freshIp()
    for (let i = 0; i < 5; i++) {
      const wrong = await call(login.POST, { ip: stranger, body: { email: applicant.email, password: `faux-${i}-xxxx` } })
      expect(wrong).toMatchObject({ status: 401, body: { message: API_ERRORS.invalidCredentials } })
    }
    // From that address, even the right password waits (429, the same for an unknown e-mail).
    const blocked = await call(login.POST, { ip: stranger, body: { email: applicant.email, password: STEP1.password } })
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: 'Trop de tentatives de connexion depuis cet appareil. Réessayez dans quelques minutes.' },
    })
    // The owner, from their own address, logs in.
    expect((await call(login.POST, { ip: freshIp(), body: { email: applicant.email, password: STEP1.password } })).status).toBe(200)
  })

  it('20 wrong passwords at once for one account: no more reach the password check than the limit allows', async () => {
    const applicant = await registerApplicant()
    const address = freshIp()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(login.POST, { ip: address, body: { email: applicant.email, password: `faux-${i}-xxxx` } })),
    )
    // The address's own quota (10 a minute) refuses 10 of them; the account's throttle lets 5 through.
    expect(answers.filter((res) => res.status === 401)).toHaveLength(LOGIN_FAILURES_BEFORE_DELAY)
    const refused = answers.filter((res) => res.status === 429).map((res) => res.body.message)
    expect(refused).toHaveLength(20 - LOGIN_FAILURES_BEFORE_DELAY)
    expect(refused.filter((message) => message === API_ERRORS.loginThrottled).length).toBeGreaterThan(0)
    expect(refused.every((message) => message === API_ERRORS.loginThrottled || message === API_ERRORS.rateLimited)).toBe(true)
  })

  it('answers an unknown e-mail exactly like an existing one, throttle included', async () => {
    const applicant = await registerApplicant()
    const answers = async (email: string) => {
      const address = freshIp()
      const seen: Array<[number, string]> = []
      for (let i = 0; i < 6; i++) {
        const res = await call(login.POST, { ip: address, body: { email, password: `faux-${i}-xxxx` } })
        seen.push([res.status, res.body.message])
      }
      return seen
    }
    expect(await answers(applicant.email)).toEqual(await answers(uniqueEmail()))
  })

  it('a blank password, or Payload’s login sent as text/plain, tells nothing of an account and clears no failure', async () => {
    const applicant = await registerApplicant()
    for (const email of [applicant.email, uniqueEmail()]) {
      expect(await call(login.POST, { body: { email, password: '   ' } })).toMatchObject({
        status: 400,
        body: { message: VALIDATION.loginFieldsRequired },
      })
    }
    const address = freshIp()
    for (let i = 0; i < 4; i++) await call(login.POST, { ip: address, body: { email: applicant.email, password: `faux-${i}-xxxx` } })
    // A request Payload would read as empty (415 here) does not reset the count of failures.
    const { guardCmsApi } = await import('@/server/api/cmsApi')
    const { handleEndpoints } = await import('payload')
    const config = (await import('@payload-config')).default
    const rest = guardCmsApi<unknown>((request) => handleEndpoints({ config, path: new URL(request.url).pathname, request }))
    const plain = await rest(
      new Request('http://localhost:3000/cms-api/users/login', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'text/plain', [CLIENT_ADDRESS_HEADER]: address },
        body: JSON.stringify({ email: applicant.email, password: 'faux' }),
      }),
      undefined,
    )
    expect(plain.status).toBe(415)
    expect(await call(login.POST, { ip: address, body: { email: applicant.email, password: 'faux-5-xxxx' } })).toMatchObject({
      status: 401,
    })
    expect((await call(login.POST, { ip: address, body: { email: applicant.email, password: STEP1.password } })).status).toBe(429)
  })
})

describe('GET /api/auth/user and POST /api/auth/logout', () => {
  it('answers 401 without a session', async () => {
    expect(await call(user.GET)).toMatchObject({ status: 401, body: { message: API_ERRORS.unauthenticated } })
    expect(await call(logout.POST, { method: 'POST' })).toMatchObject({ status: 401 })
  })

  it('ends the session: the old cookie no longer works', async () => {
    const applicant = await registerApplicant()
    expect((await call(user.GET, { cookie: applicant.cookie })).status).toBe(200)
    const res = await call(logout.POST, { method: 'POST', cookie: applicant.cookie })
    expect(res.status).toBe(200)
    expect(res.setCookie).toMatch(/payload-token=;|Expires=Thu, 01 Jan 1970/i)
    expect((await call(user.GET, { cookie: applicant.cookie })).status).toBe(401)
  })
})

describe('the session’s readable hint (pages ask for the session only when it is there)', () => {
  const hintOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`)) ?? ''

  it('is set with the session, readable by the page and holding no secret, and cleared with it', async () => {
    const applicant = await registerApplicant()
    const opened = await call(login.POST, { body: { email: applicant.email, password: STEP1.password } })
    expect(opened.headers.getSetCookie()[0]).toMatch(/^payload-token=.+HttpOnly/i)
    expect(hintOf(opened.headers)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1; Expires=`))
    expect(hintOf(opened.headers)).not.toMatch(/HttpOnly/i)
    const closed = await call(logout.POST, { method: 'POST', cookie: opened.cookie })
    expect(hintOf(closed.headers)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=; Expires=Thu, 01 Jan 1970`))
  })

  it('a session cookie that finds no one (ended elsewhere) is cleared with its hint, so the pages stop asking', async () => {
    const applicant = await registerApplicant()
    await call(logout.POST, { method: 'POST', cookie: applicant.cookie })
    const stale = await call(user.GET, { cookie: `${applicant.cookie}; ${SESSION_HINT_COOKIE}=1` })
    expect(stale).toMatchObject({ status: 401, body: { message: API_ERRORS.unauthenticated } })
    expect(stale.headers.getSetCookie()[0]).toMatch(/^payload-token=;/)
    expect(hintOf(stale.headers)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=;`))
    // A hint left alone (its session cookie expired, the page came from the micro-cache) goes too.
    expect(hintOf((await call(user.GET, { cookie: `${SESSION_HINT_COOKIE}=1` })).headers)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=;`))
    expect((await call(user.GET)).headers.getSetCookie()).toEqual([])
  })
})
