/**
 * The end-to-end tests' production build on its own (`npm run build:e2e`): `npm test` builds first,
 * then runs the end-to-end tests on this build (E2E_SKIP_BUILD=1) while the other suites use the
 * CPU the browser leaves idle. `npm run test:e2e` alone still builds as it starts.
 */
import { buildProductionApp } from '../../scripts/productionServer'
import { E2E_ADMIN, E2E_APP_ENV, E2E_EDITOR, E2E_MEMBER, serverPort } from './fixtures'

buildProductionApp({ port: serverPort(0), admin: E2E_ADMIN, editor: E2E_EDITOR, member: E2E_MEMBER, env: E2E_APP_ENV }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
