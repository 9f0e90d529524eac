import { median } from 'simple-statistics'
import { beforeAll, expect, it } from 'vitest'

import * as login from '@/app/(frontend)/api/auth/login/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'

import { type Account, applicant } from './actors'
import { call, ready, uniqueEmail } from '../support/api'
import { cms } from '../support/cms'
import { realPasswordCost } from '../support/passwordCost'

/**
 * Account enumeration by timing: a wrong password on an existing account and any
 * password on an unknown address cost the same. Medians of interleaved samples, each from a
 * fresh address so that no throttle delay enters the measure; the median of the pairs' ratios is within 1.2.
 */
// What is measured here is the cost of a password check itself.
realPasswordCost()

const SAMPLES = 15
const MAX_RATIO = 1.2

let known: Account

beforeAll(async () => {
  await ready()
  known = await applicant()
})

type Attempt = { status: number; body: unknown }

async function timed(attempt: () => Promise<Attempt>): Promise<number> {
  const start = performance.now()
  const answer = await attempt()
  const elapsed = performance.now() - start
  expect(answer.status).toBe(401)
  return elapsed
}

async function ratioOf(attempt: (email: string) => Promise<Attempt>) {
  const existing: number[] = []
  const unknown: number[] = []
  await attempt(known.email) // warm-up: the first call compiles and connects
  for (let i = 0; i < SAMPLES; i++) {
    existing.push(await timed(() => attempt(known.email)))
    unknown.push(await timed(() => attempt(uniqueEmail('personne'))))
  }
  // Each pair ran back to back, under the same load from the other suites: the median of the
  // pairs' ratios cancels that load, which the ratio of the two medians does not.
  const paired = median(existing.map((time, i) => time / unknown[i]))
  return { existing: median(existing), unknown: median(unknown), ratio: Math.max(paired, 1 / paired) }
}

it(`/api/auth/login: a known address with a wrong password and an unknown one take the same time (median ratio ≤ ${MAX_RATIO})`, async () => {
  const measured = await ratioOf((email) => call(login.POST, { body: { email, password: 'pas-le-bon-mot-de-passe' } }))
  console.info('[enumeration] /api/auth/login medians (ms):', measured)
  expect(measured.ratio).toBeLessThanOrEqual(MAX_RATIO)
}, 120_000)

it(`/cms-api/users/login: the same (median ratio ≤ ${MAX_RATIO}), with the same French answer`, async () => {
  const measured = await ratioOf(async (email) => {
    const answer = await cms('POST', 'users/login', { body: { email, password: 'pas-le-bon-mot-de-passe' } })
    expect(answer.body.message).toBe(API_ERRORS.invalidCredentials)
    return answer
  })
  console.info('[enumeration] /cms-api/users/login medians (ms):', measured)
  expect(measured.ratio).toBeLessThanOrEqual(MAX_RATIO)
}, 120_000)
