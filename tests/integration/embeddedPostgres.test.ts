import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { EmbeddedCluster } from '../../tooling/db/embeddedPostgres'

const dir = mkdtempSync(join(tmpdir(), 'cercle-pg-'))
const lines: string[] = []
const cluster = new EmbeddedCluster({
  dataDir: join(dir, 'postgres'),
  stateFile: join(dir, 'postgres.json'),
  throwaway: true,
  log: (line) => lines.push(line),
})

async function answers(uri: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  const { rows } = await client.query<{ ok: number }>('select 1 as ok')
  await client.end()
  return rows[0]?.ok === 1
}

afterAll(async () => {
  await cluster.stop().catch(() => undefined)
  rmSync(dir, { recursive: true, force: true })
})

describe('the embedded PostgreSQL', () => {
  it('initialises once, starts idempotently and creates a database', async () => {
    const uri = await cluster.createDatabase('essai')
    expect(await answers(uri)).toBe(true)
    expect(await cluster.createDatabase('essai')).toBe(uri)
    expect(lines.filter((l) => l.startsWith('initialising'))).toHaveLength(1)
  })

  it('recovers from a server killed with its stale postmaster.pid left behind, and says so', async () => {
    const pidFile = join(dir, 'postgres', 'postmaster.pid')
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    process.kill(pid, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(existsSync(pidFile)).toBe(true)
    const uri = await cluster.createDatabase('essai')
    expect(await answers(uri)).toBe(true)
    expect(lines.some((l) => l.includes('stale postmaster.pid'))).toBe(true)
  })

  it('stops', async () => {
    expect(await cluster.stop()).toBe(true)
    expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(false)
  })
})
