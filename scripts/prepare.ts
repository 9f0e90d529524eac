import { bin, runCommand } from './lib'
import { ensureDatabase } from '../tooling/db/local'

/** Node's exit code when the event loop empties with a top-level await unsettled. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 3

/**
 * Brings the database up to date: starts the embedded server when DATABASE_URI is unset,
 * applies the committed migrations, creates the admin account (and with the demo content an editor)
 * if none exists, printing their credentials once, and, when asked, seeds the demo content of an empty database.
 * `env` is that database's server's own environment, given to the process explicitly (e2e servers
 * prepare their databases at the same time). The Payload part runs in a fresh process (scripts/migrate-and-seed.ts says why). Under Node 20's
 * off-thread loader hooks that process can still, rarely, exit 13 while loading its modules, before
 * it has done anything: it is then started again.
 */
export async function prepareDatabase({
  seed,
  env = {},
  signal,
}: {
  seed: boolean
  env?: Record<string, string>
  /** Stops it (the child process is killed, and the promise rejects). */
  signal?: AbortSignal
}): Promise<string> {
  const uri = env.DATABASE_URI ?? (await ensureDatabase())
  for (let attempt = 1; ; attempt += 1) {
    const code = await runCommand(
      bin('tsx'),
      ['scripts/migrate-and-seed.ts', ...(seed ? ['--seed'] : [])],
      { ...env, DATABASE_URI: uri },
      signal,
    )
    if (code === 0) return uri
    if (code !== UNSETTLED_TOP_LEVEL_AWAIT || attempt === ATTEMPTS) {
      throw new Error(`the database could not be prepared (migrations and seed exited with ${code})`)
    }
    console.warn(`[prepare] migrations and seed stopped while loading their modules (exit ${code}); starting them again`)
  }
}
