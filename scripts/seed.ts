/** npm run seed: migrations, admin account and demo content on the configured database. */
import { fail } from './lib'
import { prepareDatabase } from './prepare'

prepareDatabase({ seed: true })
  .then(() => process.exit(0))
  .catch(fail)
