/** npm run db:stop: stops the embedded PostgreSQL of .data/postgres. */
import { localCluster } from '../tooling/db/local'
import { fail } from './lib'

localCluster()
  .stop()
  .then((stopped) => console.log(stopped ? 'PostgreSQL arrêté.' : 'PostgreSQL ne tournait pas.'))
  .catch(fail)
