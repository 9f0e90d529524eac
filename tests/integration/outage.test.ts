import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { freePort } from '@/server/db/embeddedPostgres'
import { isDatabaseOutage } from '@/server/db/outage'
import { pool } from '@/server/db/pool'
import { errorResponse } from '@/server/http/respond'

import { ready } from './support/api'

/** The words of issue 11 for a database that cannot be reached. */
const UNAVAILABLE = 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.'

/** The error a real pg client raises when `run` fails on a live connection. */
async function failureOf(run: (client: pg.PoolClient) => Promise<unknown>): Promise<unknown> {
  const payload = await ready()
  const client = await pool(payload).connect()
  try {
    await run(client)
    throw new Error('expected a failure')
  } catch (error) {
    return error
  } finally {
    client.release(true)
  }
}

describe('a lost database answers 503, other database errors do not', () => {
  it('a refused connection (PostgreSQL down) is an outage: 503, Retry-After and the French message', async () => {
    const closed = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'nobody', connectionTimeoutMillis: 2000 })
    const refused = await closed.connect().catch((error: unknown) => error)
    expect(isDatabaseOutage(refused)).toBe(true)

    // Payload's beginTransaction rewraps it, message only, no cause.
    expect(isDatabaseOutage(new Error(`Error: cannot begin transaction: ${(refused as Error).message}`))).toBe(true)

    const response = errorResponse(refused)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(await response.json()).toEqual({ message: UNAVAILABLE })
  })

  it('a connection the server ends (its shutdown) is an outage, wrapped or not', async () => {
    const ended = await failureOf((client) => client.query('SELECT pg_terminate_backend(pg_backend_pid())'))
    expect((ended as { code?: string }).code ?? (ended as Error).message).toMatch(/57P01|terminat/i)
    expect(isDatabaseOutage(ended)).toBe(true)
    expect(isDatabaseOutage(new Error('Failed query', { cause: ended }))).toBe(true)
  })

  it('a wrong query or a broken constraint is not: those stay 500 (or their own status)', async () => {
    const syntax = await failureOf((client) => client.query('SELEC 1'))
    expect(isDatabaseOutage(syntax)).toBe(false)
    const duplicate = await failureOf(async (client) => {
      await client.query('CREATE TEMP TABLE t (id int primary key)')
      await client.query('INSERT INTO t VALUES (1), (1)')
    })
    expect(isDatabaseOutage(duplicate)).toBe(false)
    expect(errorResponse(syntax).status).toBe(500)
  })
})
