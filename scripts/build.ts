/** npm run build: next build. Loading the Payload config needs a database address, so one is ensured. */
import { ensureDatabase } from '../tooling/db/local'
import { bin, fail, runCommand } from './lib'

ensureDatabase()
  .then((uri) => runCommand(bin('next'), ['build'], { DATABASE_URI: uri }))
  .then((code) => process.exit(code))
  .catch(fail)
