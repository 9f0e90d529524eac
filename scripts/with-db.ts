/** Runs a command (e.g. the payload CLI) against DATABASE_URI or the embedded database. */
import { bin, fail, runCommand } from './lib'
import { ensureDatabase } from '../tooling/db/local'

const [command, ...args] = process.argv.slice(2)
if (!command) fail('usage: tsx scripts/with-db.ts <command> [args…]')

ensureDatabase()
  .then((uri) => runCommand(bin(command), args, { DATABASE_URI: uri }))
  .then((code) => process.exit(code))
  .catch(fail)
