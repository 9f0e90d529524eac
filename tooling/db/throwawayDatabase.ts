import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'

import { EmbeddedCluster } from './embeddedPostgres'

export type ThrowawayDatabase = {
  uri: string
  drop: () => Promise<void>
  /** An embedded cluster's server crashed and started again (outage tests); absent on TEST_DATABASE_URI. */
  outage?: { crash: () => Promise<void>; restart: () => Promise<void> }
}

/**
 * A throwaway PostgreSQL database (a test run, a benchmark): a fresh embedded cluster in a temporary
 * folder, or a fresh database on TEST_DATABASE_URI's server. `drop()` removes it all.
 */
export async function createThrowawayDatabase(options: { durableCommits?: boolean } = {}): Promise<ThrowawayDatabase> {
  const name = `cercle_test_${process.pid}_${Date.now()}`
  const external = process.env.TEST_DATABASE_URI
  if (external) {
    const run = async (statement: string) => {
      const client = new pg.Client({ connectionString: external })
      await client.connect()
      await client.query(statement)
      await client.end()
    }
    await run(`CREATE DATABASE "${name}"`)
    const uri = new URL(external)
    uri.pathname = `/${name}`
    return { uri: uri.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
  }
  const dir = mkdtempSync(join(tmpdir(), 'cercle-test-'))
  const cluster = new EmbeddedCluster({
    dataDir: join(dir, 'postgres'),
    stateFile: join(dir, 'state.json'),
    throwaway: true,
    durableCommits: options.durableCommits,
    log: () => undefined,
  })
  const uri = await cluster.createDatabase(name)
  return {
    uri,
    outage: { crash: () => cluster.crash(), restart: async () => void (await cluster.start()) },
    drop: async () => {
      await cluster.stop().catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
