import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { pool } from '@/server/db/pool'
import { inTransaction, sql } from '@/server/db/transaction'
import { isDatabaseOutage } from '@/server/http/outage'
import { errorResponse } from '@/server/http/respond'

import { ready } from './support/api'
import { freePort } from '../../tooling/db/embeddedPostgres'

/** What a visitor reads when the database cannot be reached. */
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

  it('a connection lost inside a transaction, between its queries, is dropped without ending the process', async () => {
    const payload = await ready()
    const client = await pool(payload).connect()
    await client.query('BEGIN')
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()))
    await pool(payload).query('SELECT pg_terminate_backend($1)', [rows[0].pid])
    // Nobody is querying on it: the client's 'error' is then an uncaught exception unless the pool's owner listens (vitest fails the run on one).
    await ended
    client.release(true)
    expect((await pool(payload).query('SELECT 1 AS one')).rows[0].one).toBe(1)
  })

  it('a commit that never reaches the database fails the write: nothing unsaved is acknowledged', async () => {
    const payload = await ready()
    await pool(payload).query('CREATE TABLE IF NOT EXISTS lost_commits (label text)')
    const label = `perdu-${Date.now()}`
    const write = inTransaction(payload, async (tx) => {
      await tx.query(sql`INSERT INTO lost_commits (label) VALUES (${label})`)
      const [{ pid }] = await tx.query<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)
      await pool(payload).query('SELECT pg_terminate_backend($1)', [pid])
      await new Promise((resolve) => setTimeout(resolve, 200)) // the connection is gone before the COMMIT
      return 'acquitté'
    })
    const failure = await write.then(
      () => null,
      (error: unknown) => error,
    )
    expect(failure).not.toBeNull()
    expect(isDatabaseOutage(failure)).toBe(true)
    expect((await pool(payload).query('SELECT 1 FROM lost_commits WHERE label = $1', [label])).rowCount).toBe(0)
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
