/** npm run db:stop: stops the embedded PostgreSQL of .data/postgres. */
import { fail } from './lib'
import { localCluster } from '../tooling/db/local'

localCluster()
  .stop()
  .then((stopped) => console.log(stopped ? 'PostgreSQL arrêté.' : 'PostgreSQL ne tournait pas.'))
  .catch(fail)
