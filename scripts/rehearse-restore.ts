/**
 * npm run rehearse:restore — the README's backup and restore ("Deploying"), rehearsed end to end
 * on Debian's PostgreSQL 15 (PG_BIN_DIR), the oldest server the README supports: its pg_dump
 * cannot read the embedded PostgreSQL 18 of the tests. On a fresh cluster: the migrations and the
 * demo content, a night's `pg_dump --format=custom`, `pg_restore --no-owner` into an empty
 * database, then `npm start` on the restored database (its migrations find nothing to do) and the
 * site read through it. Prints the rows of every table before and after, and fails on any
 * difference. Needs the production build (`npm run build`).
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { fail } from './lib'
import { prepareDatabase } from './prepare'
import { answering } from './productionServer'
import { killGroup, launchInstance } from './proxiedInstances'
import { EmbeddedCluster } from '../tooling/db/embeddedPostgres'

const execFileAsync = promisify(execFile)
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin'
const PORT = 3320

async function rowsPerTable(uri: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname IN ('public', 'graphile_worker') ORDER BY 1",
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables) counts[name] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`)).rows[0].n
    return counts
  } finally {
    await client.end()
  }
}

async function main() {
  if (!existsSync(join(BIN_DIR, 'pg_dump')))
    fail(`No PostgreSQL programs in ${BIN_DIR} (apt-get install postgresql-15, or set PG_BIN_DIR).`)
  if (!existsSync(join(process.cwd(), '.next/BUILD_ID'))) fail('The rehearsal starts the production build: run `npm run build` first.')
  const dir = mkdtempSync(join(tmpdir(), 'cercle-restore-'))
  const cluster = new EmbeddedCluster({
    dataDir: join(dir, 'postgres'),
    stateFile: join(dir, 'state.json'),
    binDir: BIN_DIR,
    log: () => undefined,
  })
  let server: ReturnType<typeof launchInstance> | undefined
  try {
    const original = await cluster.createDatabase('cercle')
    const { stdout: version } = await execFileAsync(join(BIN_DIR, 'postgres'), ['--version'])
    Object.assign(process.env, {
      DATABASE_URI: original,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: `http://localhost:${PORT}`,
      ALLOW_HTTP_SITE_URL: '1',
      ADMIN_EMAIL: 'admin@restore.example',
      ADMIN_PASSWORD: 'restore-admin-password',
      NODE_ENV: 'production',
      MEDIA_DIR: join(dir, 'media'),
      // The rehearsal sends no mail anywhere: its mails stay as files.
      MAIL_TO_FILES: '1',
    })
    await prepareDatabase({ seed: true })
    const before = await rowsPerTable(original)

    const dump = join(dir, 'cercle.pgc')
    await execFileAsync(join(BIN_DIR, 'pg_dump'), ['--format=custom', `--file=${dump}`, original])
    const restored = await cluster.createDatabase('cercle_restored')
    await execFileAsync(join(BIN_DIR, 'pg_restore'), ['--no-owner', `--dbname=${restored}`, dump])
    const after = await rowsPerTable(restored)

    server = launchInstance(PORT, { ...process.env, DATABASE_URI: restored })
    await answering(`http://localhost:${PORT}`)
    const articles = (await (await fetch(`http://localhost:${PORT}/api/articles/active`)).json()) as Array<{ title: string }>
    const login = await fetch(`http://localhost:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
    })
    const afterStart = await rowsPerTable(restored)

    const differences = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table])
    console.log(`\nrehearse:restore — ${version.trim()}, ${new Date().toISOString()}`)
    console.table(Object.keys(before).map((table) => ({ table, 'rows before the dump': before[table], 'rows restored': after[table] })))
    console.log(`tables differing after the restore: ${differences.length ? differences.join(', ') : 'none'}`)
    console.log(
      `npm start on the restored database: health 200, ${articles.length} active articles served, the admin logs in (${login.status})`,
    )
    console.log(
      `migrations recorded after that start: ${afterStart['public.payload_migrations']} (before the dump: ${before['public.payload_migrations']})`,
    )
    if (differences.length || articles.length === 0 || login.status !== 200) fail('the restore did not give back the same site')
  } finally {
    if (server) killGroup(server)
    await cluster.stop().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }
}

main()
  .then(() => process.exit(0))
  .catch(fail)
