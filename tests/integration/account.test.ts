import { beforeAll, describe, expect, it } from 'vitest'

import * as forgot from '@/app/(frontend)/api/auth/forgot-password/route'
import * as login from '@/app/(frontend)/api/auth/login/route'
import * as reset from '@/app/(frontend)/api/auth/reset-password/route'
import * as user from '@/app/(frontend)/api/auth/user/route'
import * as quickSignup from '@/app/(frontend)/api/users/route'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'

import { call, mailedToken, ready, registerApplicant, smtp, STEP1, uniqueEmail } from './support/api'

const tokenFromMail = (email: string) => mailedToken(email, 'réinitialiser', 'mot-de-passe/reinitialiser')

beforeAll(async () => {
  await ready()
})

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const applicant = await registerApplicant()
    const known = await call(forgot.POST, { body: { email: applicant.email } })
    const unknown = await call(forgot.POST, { body: { email: 'personne.inconnue@example.com' } })
    expect(known).toMatchObject({ status: 200, body: { message: ACCOUNT_TEXTS.resetRequested } })
    expect(unknown).toEqual(known)
    await tokenFromMail(applicant.email)
    expect(smtp().received.some((m) => m.to.includes('personne.inconnue@example.com'))).toBe(false)
  })

  it('sets the new password from the e-mailed token, opens a session, and the token works once', async () => {
    const applicant = await registerApplicant()
    await call(forgot.POST, { body: { email: applicant.email } })
    const token = await tokenFromMail(applicant.email)
    const res = await call(reset.POST, { body: { token, password: 'nouveau-secret-1', confirmPassword: 'nouveau-secret-1' } })
    expect(res.status).toBe(200)
    expect((await call(user.GET, { cookie: res.cookie })).body.user.id).toBe(applicant.id)
    expect((await call(login.POST, { body: { email: applicant.email, password: STEP1.password } })).status).toBe(401)
    expect((await call(login.POST, { body: { email: applicant.email, password: 'nouveau-secret-1' } })).status).toBe(200)
    const again = await call(reset.POST, { body: { token, password: 'encore-autre-1', confirmPassword: 'encore-autre-1' } })
    expect(again).toMatchObject({ status: 400, body: { message: API_ERRORS.resetTokenInvalid } })
  })

  it('lets an account created without a password choose one', async () => {
    const email = uniqueEmail('rapide')
    await call(quickSignup.POST, { body: { email } })
    await call(forgot.POST, { body: { email } })
    const res = await call(reset.POST, {
      body: { token: await tokenFromMail(email), password: 'premier-secret', confirmPassword: 'premier-secret' },
    })
    expect(res.body.user).toMatchObject({ email, hasPassword: true })
  })

  it('answers 400 with the French message for bad input or an unknown token', async () => {
    expect(await call(forgot.POST, { body: { email: 'nope' } })).toMatchObject({ status: 400, body: { message: VALIDATION.emailInvalid } })
    expect(await call(reset.POST, { body: { token: 'x', password: 'court', confirmPassword: 'court' } })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.passwordTooShort },
    })
    expect(await call(reset.POST, { body: { token: 'x', password: 'assez-long', confirmPassword: 'autre-chose' } })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.passwordsDiffer },
    })
    expect(await call(reset.POST, { body: { token: 'inconnu', password: 'assez-long', confirmPassword: 'assez-long' } })).toMatchObject({
      status: 400,
      body: { message: API_ERRORS.resetTokenInvalid },
    })
  })
})
