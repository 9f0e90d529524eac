import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { errorResponse } from '@/server/http/respond'

async function answer(error: unknown) {
  const response = errorResponse(error)
  return { status: response.status, body: (await response.json()) as { message: string } }
}

describe('errorResponse', () => {
  it('says "e-mail already registered" (409) only for the users e-mail', async () => {
    const taken = new ValidationError({
      collection: 'users',
      errors: [{ path: 'email', message: 'A user with the given email is already registered.' }],
    })
    expect(await answer(taken)).toEqual({ status: 409, body: { message: API_ERRORS.emailTaken } })
    const contact = new ValidationError({ collection: 'contact-messages', errors: [{ path: 'email', message: 'invalid' }] })
    expect(await answer(contact)).toEqual({ status: 400, body: { message: VALIDATION.bodyInvalid } })
    expect((await answer({ code: '23505', constraint: 'users_email_idx' })).status).toBe(409)
    expect((await answer({ code: '23505', constraint: 'articles_pkey' })).status).toBe(500)
  })

  it('keeps our French message from a collection hook, never Payload’s English one', async () => {
    const ours = new ValidationError({ collection: 'users', errors: [{ path: 'password', message: VALIDATION.passwordTooShort }] })
    expect(await answer(ours)).toEqual({ status: 400, body: { message: VALIDATION.passwordTooShort } })
    const theirs = new ValidationError({ collection: 'articles', errors: [{ path: 'url', message: 'This field is required.' }] })
    expect(await answer(theirs)).toEqual({ status: 400, body: { message: VALIDATION.bodyInvalid } })
  })

  it('hides anything unexpected behind a generic 500', async () => {
    const res = await answer(new Error('relation "users" does not exist'))
    expect(res).toEqual({ status: 500, body: { message: API_ERRORS.server } })
  })
})
