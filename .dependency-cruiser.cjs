/**
 * The layers of DESIGN §2 as checked rules (`npm run lint:deps`); docs/architecture.md says why.
 *
 *   app (src/app, src/admin) → components → kit (components/ui)
 *   app, collections → server → domain
 *   client modules (src/client) and components → domain
 *   start (src/start: `npm start`, outside Next) → server
 *   tooling, scripts, tests, stories → anything; nothing of production → them
 */

/**
 * Production code: what `next build` and Payload load, and what `npm start` runs outside Next
 * (src/start, its entry points: the boot with the migrations, and the HTTP server).
 */
const PRODUCTION = '^(src|components|collections|globals)/|^(payload\\.config|proxy|next\\.config)\\.'

/**
 * The few server modules a collection, a global or their hooks may use; hooks get Payload from
 * `req.payload`, never from the process-wide client (src/server/payload.ts), which loads the config.
 */
const SERVER_FOR_COLLECTIONS = [
  '^src/server/cache\\.ts$', // expire the pages' cache tags after a change
  '^src/server/env\\.ts$', // the media directory, secure cookies
  '^src/server/db/transaction\\.ts$', // the operation's own transaction
  '^src/server/articles/order\\.ts$', // the articles' position lock
  '^src/server/dinners/booking/seating\\.ts$', // who may read a venue
  '^src/server/dinners/base/bookings\\.ts$', // more seats move the waitlist up
  '^src/server/dinners/team/dinnerChanges\\.ts$', // a new date or place reaches the guests
  '^src/server/dinners/base/feedbackJobs\\.ts$', // the morning-after job follows the dinner's date and state
  '^src/server/dinners/alerts/alertPlanning\\.ts$', // a dinner published tells the members who asked about it
  '^src/server/content/(editor|seedTexts)\\.ts$', // the rich-text editor and the pages' seeded texts
  '^src/server/audit/auditLog\\.ts$', // Payload's edits in the audit log, in the operation's transaction
  '^src/server/account/keptAfterErasure\\.ts$', // what an account's erasure must not wipe, however it is deleted
]

module.exports = {
  forbidden: [
    {
      name: 'proxy-without-env',
      comment:
        "Next's proxy bundle must not reach src/server/env.ts: Turbopack traces the .data/ files it names, which a fresh clone lacks, and the build fails. Read siteOrigin.ts or stripeSettings.ts instead.",
      severity: 'error',
      from: { path: '^src/proxy\\.ts$' },
      to: { path: '^src/server/env\\.ts$', reachable: true },
    },
    {
      name: 'no-cycles',
      comment: 'Imports point one way: a cycle (types included) means a module is in the wrong layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-the-bottom',
      comment: 'src/domain holds constants, messages, schemas, contract types and pure functions: it imports only itself.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(server|client|app|admin)|components|collections|globals|tooling|scripts)/|^payload\\.config\\.' },
    },
    {
      name: 'kit-knows-no-product',
      comment: 'components/ui is a kit: labels and timings come through props or KitSettingsProvider, never from the product.',
      severity: 'error',
      from: { path: '^components/ui/' },
      to: { path: '^(src|collections|globals|tooling|scripts)/|^components/(?!ui/)' },
    },
    {
      name: 'components-never-reach-the-server',
      comment:
        'Components (client islands and presentational parts) take their data as props and their contract types from src/domain; pages and admin views load data.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^(src/(server|app|admin)|collections|globals)/|^payload\\.config\\.' },
    },
    {
      name: 'site-and-registration-apart',
      comment:
        'The site and the registration share through the kit or components/common, never through each other; what is common imports neither.',
      severity: 'error',
      from: { path: '^components/(site|registration|common)/' },
      to: { path: '^components/(site|registration|common)/', pathNot: ['^components/$1/', '^components/common/'] },
    },
    {
      name: 'browser-modules-use-the-domain-only',
      comment: 'src/client runs in the browser: it imports the domain (and npm packages), never server code.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^(src/(server|app|admin)|components|collections|globals)/|^payload\\.config\\.' },
    },
    {
      name: 'server-serves-no-screen',
      comment: 'src/server is below the screens and the collections: it never imports them.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^(src/(app|admin|client)|components|collections|globals)/' },
    },
    {
      name: 'collections-reach-a-named-set-of-the-server',
      comment:
        'Collections, globals and their hooks use only the server modules listed in SERVER_FOR_COLLECTIONS (.dependency-cruiser.cjs); anything else is reached through req.payload.',
      severity: 'error',
      from: { path: '^(collections|globals)/' },
      to: { path: '^src/server/', pathNot: SERVER_FOR_COLLECTIONS },
    },
    {
      name: 'production-never-imports-tooling',
      comment: 'Embedded PostgreSQL, throwaway databases, seeds, benches, scripts, tests and stories stay out of what runs in production.',
      severity: 'error',
      from: { path: PRODUCTION },
      to: { path: '^(tooling|scripts|tests|stories)/' },
    },
    {
      name: 'production-uses-runtime-dependencies',
      comment: 'What runs in production is installed by `npm ci --omit=dev`: it may not import a devDependency.',
      severity: 'error',
      from: { path: PRODUCTION },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'resolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'declared-packages',
      comment: 'Every package imported is declared in package.json.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    // Packages are not followed, but not excluded either: excluded, the imports of them were dropped
    // with them, and no rule on packages (devDependencies, undeclared ones) could ever fire.
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^\\.next/', '^\\.data/', '^storybook-static/', '^test-results/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
}
