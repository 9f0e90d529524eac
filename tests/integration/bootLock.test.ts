import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { migrateJobQueue } from '@/server/jobs/runner'

import { compileServer } from '../../scripts/compileServer'
import { runCommand } from '../../scripts/lib'

// A database of its own on the suite's server, empty, for two instances booting at once. It is made
// as compose makes it (deploy/postgres/roles.psql): the boots migrate as the schema's owner, and
// the app's role may only read and write rows.
const server = new URL(process.env.DATABASE_URI as string)
const suffix = `${process.pid}_${Date.now()}`
const name = `cercle_boot_${suffix}`
const roles = {
  owner: { name: `cercle_owner_${suffix}`, password: randomBytes(12).toString('hex') },
  app: { name: `cercle_app_${suffix}`, password: randomBytes(12).toString('hex') },
}
const as = (role: { name: string; password: string }) =>
  Object.assign(new URL(server), { username: role.name, password: role.password, pathname: `/${name}` }).toString()
const database = as(roles.owner)

/** A file of deploy/postgres/ run by the server's superuser, as the postgres image or an operator runs it. */
async function psqlAsSuperuser(file: string, variables: Record<string, string>, databaseName = 'postgres'): Promise<void> {
  const superuser = Object.assign(new URL(server), { pathname: `/${databaseName}` }).toString()
  const settings = Object.entries(variables).flatMap(([key, value]) => ['-v', `${key}=${value}`])
  await promisify(execFile)('psql', [superuser, '-q', '-v', 'ON_ERROR_STOP=1', ...settings, '-f', `deploy/postgres/${file}`])
}

async function query<T extends pg.QueryResultRow>(uri: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return (await client.query<T>(statement)).rows
  } finally {
    await client.end()
  }
}

// `npm start`'s first step as the build compiles it (src/start/boot.ts), into a folder of the
// project's: its packages are imported from the project's node_modules.
const compiled = join(process.cwd(), 'dist', `boot-test-${suffix}`)
beforeAll(() => compileServer(compiled))

/** That step in a process of its own, as each instance runs it; resolves with its exit code. */
function boot(): Promise<number> {
  return runCommand(process.execPath, [join(compiled, 'boot.mjs')], {
    NODE_ENV: 'production',
    DATABASE_URI: database,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'admin-boot@example.com',
    ADMIN_PASSWORD: 'un-mot-de-passe-solide',
  })
}

// A database made before the app had a role of its own, moved over by existing-database.psql.
const earlier = {
  database: `cercle_earlier_${suffix}`,
  app: { name: `cercle_app_earlier_${suffix}`, password: randomBytes(12).toString('hex') },
}

afterAll(async () => {
  rmSync(compiled, { recursive: true, force: true })
  for (const databaseName of [name, earlier.database])
    await query(server.toString(), `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
  await query(server.toString(), `DROP ROLE IF EXISTS "${roles.app.name}", "${roles.owner.name}", "${earlier.app.name}"`)
})

it('two instances booting at once on an empty database both come up: each migration once, one admin', async () => {
  await psqlAsSuperuser('roles.psql', {
    owner_role: roles.owner.name,
    owner_password: roles.owner.password,
    app_role: roles.app.name,
    app_password: roles.app.password,
    database: name,
  })
  // Both succeed; Payload applies the migrations as it connects in production (prodMigrations).
  expect(await Promise.all([boot(), boot()])).toEqual([0, 0])
  const applied = await query<{ name: string; times: number }>(
    database,
    `SELECT name, count(*)::int AS times FROM payload_migrations WHERE name <> 'dev' GROUP BY name ORDER BY name`,
  )
  expect(applied).toEqual(migrations.map((migration) => ({ name: migration.name, times: 1 })).sort((a, b) => a.name.localeCompare(b.name)))
  const admins = await query<{ email: string }>(database, `SELECT email FROM users WHERE role = 'admin'`)
  expect(admins).toEqual([{ email: 'admin-boot@example.com' }])
}, 180_000)

it('the app’s role, as compose sets it up, reads and writes rows and queues jobs, and can neither alter a table nor drop the Journal’s trigger', async () => {
  const app = new pg.Client({ connectionString: as(roles.app) })
  await app.connect()
  try {
    expect((await app.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(1)
    await app.query(`UPDATE users SET newsletter = newsletter WHERE role = 'admin'`)
    await app.query(`SELECT graphile_worker.add_job('mail_retry_round', '{}'::json, job_key => 'role-check')`)
    await app.query(`SELECT graphile_worker.remove_job('role-check')`)
    for (const statement of [
      'DROP TRIGGER audit_log_append_only ON audit_log',
      'ALTER TABLE audit_log DISABLE TRIGGER ALL',
      'ALTER TABLE users ADD COLUMN intruder int',
      'CREATE TABLE intruder (id int)',
      'DROP SCHEMA graphile_worker CASCADE',
    ]) {
      await expect(app.query(statement), statement).rejects.toMatchObject({ code: '42501' })
    }
    // The Journal stays append-only for the app (its trigger refuses a deletion outside the nightly upkeep).
    await app.query(`INSERT INTO audit_log (kind, record_type, changes) VALUES ('gdpr.export', 'users', '{}'::jsonb)`)
    await expect(app.query('DELETE FROM audit_log')).rejects.toThrow()
    expect((await app.query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n).toBe(1)
  } finally {
    await app.end()
  }
})

it('a database made before the app had a role of its own moves over: its job queue, its tables and the next migrations’ are the app’s rows only', async () => {
  const owner = Object.assign(new URL(server), { pathname: `/${earlier.database}` }).toString()
  await query(server.toString(), `CREATE DATABASE "${earlier.database}"`)
  await migrateJobQueue(owner)
  await query(owner, 'CREATE TABLE earlier_rows (id serial PRIMARY KEY, note text)')
  await psqlAsSuperuser(
    'existing-database.psql',
    { owner_role: server.username, app_role: earlier.app.name, app_password: earlier.app.password, database: earlier.database },
    earlier.database,
  )
  // A migration after the move: the owner's new table is the app's to read and write too.
  await query(owner, 'CREATE TABLE later_rows (id serial PRIMARY KEY, note text)')
  const app = new pg.Client({
    connectionString: Object.assign(new URL(owner), { username: earlier.app.name, password: earlier.app.password }).toString(),
  })
  await app.connect()
  try {
    await app.query(`SELECT graphile_worker.add_job('mail_retry_round', '{}'::json, job_key => 'moved-over')`)
    expect((await app.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = 'moved-over'`)).rows[0].n).toBe(1)
    for (const table of ['earlier_rows', 'later_rows']) await app.query(`INSERT INTO ${table} (note) VALUES ('une ligne')`)
    for (const statement of [
      'DROP TABLE earlier_rows',
      'ALTER TABLE later_rows ADD COLUMN intruder int',
      'CREATE TABLE intruder (id int)',
    ]) {
      await expect(app.query(statement), statement).rejects.toMatchObject({ code: '42501' })
    }
  } finally {
    await app.end()
  }
})
