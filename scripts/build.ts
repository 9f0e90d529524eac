/**
 * npm run build: next build, then the entry points `npm start` runs outside Next (scripts/compileServer.ts).
 * Loading the Payload config needs a database address, so one is ensured.
 */
import { compileServer } from './compileServer'
import { bin, fail, runCommand } from './lib'
import { ensureDatabase } from '../tooling/db/local'

async function main() {
  const uri = await ensureDatabase()
  const code = await runCommand(bin('next'), ['build'], { DATABASE_URI: uri })
  if (code === 0) await compileServer()
  process.exit(code)
}

main().catch(fail)
