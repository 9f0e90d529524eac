/**
 * npm run test:build: the production build the end-to-end and scale-out tests run, made on a
 * throwaway database of its own with the e2e servers' settings, so that `npm test` can make it
 * beside the unit, story and integration suites. It runs at the lowest priority (nice 19, which its
 * children inherit), so that it takes the cores the suites leave idle rather than slow them.
 * The e2e servers then start from it (E2E_SKIP_BUILD=1).
 */
import { setPriority } from 'node:os'

import { E2E_ADMIN, E2E_EDITOR, E2E_MEMBER, E2E_SERVER_ENV, serverPort } from './fixtures'
import { fail } from '../../scripts/lib'
import { buildOnThrowawayDatabase } from '../../scripts/productionServer'

setPriority(19)

// SIGTERM or SIGINT (run-p stops the build when a suite fails; tsx may send it twice): the child
// process of the moment is killed, the database dropped, and the script exits.
const stopped = new AbortController()
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopped.abort()
    // In case dropping the database hangs.
    setTimeout(() => process.exit(1), 30_000).unref()
  })
}

buildOnThrowawayDatabase(
  { port: serverPort(0), admin: E2E_ADMIN, editor: E2E_EDITOR, member: E2E_MEMBER, env: E2E_SERVER_ENV },
  stopped.signal,
).catch(fail)
