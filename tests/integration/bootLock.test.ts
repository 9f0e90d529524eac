import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, expect, it } from 'vitest'

import { migrations } from '@/migrations'

import { prepareDatabase } from '../../scripts/prepare'

// A database of its own on the suite's server, empty, for two instances booting at once.
const server = new URL(process.env.DATABASE_URI as string)
const name = `cercle_boot_${Date.now()}`
const database = Object.assign(new URL(server), { pathname: `/${name}` }).toString()

async function query<T extends pg.QueryResultRow>(uri: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return (await client.query<T>(statement)).rows
  } finally {
    await client.end()
  }
}

/**
 * `npm start`'s preparation (scripts/prepare.ts, which runs scripts/migrate-and-seed.ts and starts it
 * again when Node 20's loader leaves it unsettled), as a second instance would run it.
 */
function boot(): Promise<string> {
  return prepareDatabase({
    seed: false,
    env: {
      NODE_ENV: 'production',
      DATABASE_URI: database,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'admin-boot@example.com',
      ADMIN_PASSWORD: 'un-mot-de-passe-solide',
    },
  })
}

afterAll(async () => {
  await query(server.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
})

it('two instances booting at once on an empty database both come up: each migration once, one admin', async () => {
  await query(server.toString(), `CREATE DATABASE "${name}"`)
  // Both resolve: prepareDatabase rejects when migrations and seed fail.
  expect(await Promise.all([boot(), boot()])).toEqual([database, database])
  const applied = await query<{ name: string; times: number }>(
    database,
    `SELECT name, count(*)::int AS times FROM payload_migrations WHERE name <> 'dev' GROUP BY name ORDER BY name`,
  )
  expect(applied).toEqual(migrations.map((migration) => ({ name: migration.name, times: 1 })).sort((a, b) => a.name.localeCompare(b.name)))
  const admins = await query<{ email: string }>(database, `SELECT email FROM users WHERE role = 'admin'`)
  expect(admins).toEqual([{ email: 'admin-boot@example.com' }])
}, 180_000)
