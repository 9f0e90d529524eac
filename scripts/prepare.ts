import { ensureDatabase } from '../src/server/db/local'
import { bin, runCommand } from './lib'

/**
 * Brings the database up to date: starts the embedded server when DATABASE_URI is unset,
 * applies the committed migrations, creates the admin account (and with the demo content an editor)
 * if none exists, printing their credentials once, and, when asked, seeds the demo content of an empty database.
 * The Payload part runs in a fresh process (scripts/migrate-and-seed.ts says why).
 */
export async function prepareDatabase({ seed }: { seed: boolean }): Promise<string> {
  const uri = await ensureDatabase()
  const code = await runCommand(bin('tsx'), ['scripts/migrate-and-seed.ts', ...(seed ? ['--seed'] : [])], { DATABASE_URI: uri })
  if (code !== 0) throw new Error(`the database could not be prepared (migrations and seed exited with ${code})`)
  return uri
}
