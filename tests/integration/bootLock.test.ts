import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'

import pg from 'pg'
import { afterAll, expect, it } from 'vitest'

import { migrations } from '@/migrations'

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

/** `npm start`'s preparation (scripts/migrate-and-seed.ts), as a second instance would run it. */
function boot(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/migrate-and-seed.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URI: database,
        PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: 'admin-boot@example.com',
        ADMIN_PASSWORD: 'un-mot-de-passe-solide',
      },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}

afterAll(async () => {
  await query(server.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
})

it('two instances booting at once on an empty database both come up: each migration once, one admin', async () => {
  await query(server.toString(), `CREATE DATABASE "${name}"`)
  const [first, second] = await Promise.all([boot(), boot()])
  expect(first, first.output).toMatchObject({ code: 0 })
  expect(second, second.output).toMatchObject({ code: 0 })
  const applied = await query<{ name: string; times: number }>(
    database,
    `SELECT name, count(*)::int AS times FROM payload_migrations WHERE name <> 'dev' GROUP BY name ORDER BY name`,
  )
  expect(applied).toEqual(migrations.map((migration) => ({ name: migration.name, times: 1 })).sort((a, b) => a.name.localeCompare(b.name)))
  const admins = await query<{ email: string }>(database, `SELECT email FROM users WHERE role = 'admin'`)
  expect(admins).toEqual([{ email: 'admin-boot@example.com' }])
}, 180_000)
