import { describe, expect, it } from 'vitest'

import * as health from '@/app/(frontend)/api/health/route'

import { call, ready } from './support/api'

describe('GET /api/health', () => {
  it('answers 200 while Postgres answers', async () => {
    await ready()
    expect(await call(health.GET)).toMatchObject({ status: 200, body: { status: 'ok' } })
  })
})
