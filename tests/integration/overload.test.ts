import { describe, expect, it } from 'vitest'

import * as health from '@/app/(frontend)/api/health/route'
import * as register from '@/app/(frontend)/api/register/route'
import { hashingGate } from '@/server/auth/hashingGate'
import { pool } from '@/server/db/pool'

import { call, ready, STEP1, uniqueEmail } from './support/api'
import { realPasswordCost } from './support/passwordCost'

// What is measured here is the cost of a password check itself.
realPasswordCost()

const OVERLOADED = 'Le service est très sollicité en ce moment. Veuillez réessayer dans quelques instants.'

describe('a burst of sign-ups beyond what the hashing can take', () => {
  it('is shed at once with 503, Retry-After and a French message; every accepted sign-up is stored once, a refused one not at all', async () => {
    const payload = await ready()
    const { slots, queueMax } = hashingGate()
    const burst = (slots + queueMax) * 3
    const emails = Array.from({ length: burst }, () => uniqueEmail('rafale'))
    const answers = await Promise.all(emails.map((email) => call(register.POST, { body: { ...STEP1, email } })))
    // Health is not held up by the hashing queue.
    expect((await call(health.GET)).status).toBe(200)

    const accepted = emails.filter((_, i) => answers[i].status === 201)
    const refused = answers.filter((answer) => answer.status === 503)
    expect(accepted.length + refused.length).toBe(burst)
    expect(accepted.length).toBeGreaterThanOrEqual(slots + queueMax)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(answer.body).toEqual({ message: OVERLOADED })
      expect(answer.headers.get('Retry-After')).toBe('2')
    }

    const { rows } = await pool(payload).query<{ email: string; n: number }>(
      'SELECT email, count(*)::int AS n FROM users WHERE email = ANY($1) GROUP BY email',
      [emails],
    )
    expect(rows.map((row) => row.email).sort()).toEqual([...accepted].sort())
    expect(rows.every((row) => row.n === 1)).toBe(true)
  })
})
