import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { s3Storage } from '@payloadcms/storage-s3'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { restrictInternalCollections } from './collections/access/internalCollections'
import { Articles } from './collections/Articles'
import { Bookings } from './collections/Bookings'
import { ContactMessages } from './collections/ContactMessages'
import { Dinners } from './collections/Dinners'
import { DinnerTables } from './collections/DinnerTables'
import { withStrictSelects } from './collections/fields/strictSelects'
import { Media } from './collections/Media'
import { Users } from './collections/Users'
import { Newsletter } from './globals/Newsletter'
import { CONTENT_PAGE_GLOBALS } from './globals/pages'
import { SiteSettings } from './globals/SiteSettings'
import { ADMIN_NAV, GUARD_TEXTS } from './src/domain/adminTexts'
import { PAYLOAD_FRENCH } from './src/domain/adminTranslations'
import { SITE_DEFAULTS } from './src/domain/brand'
import { UPLOAD_MAX_BYTES } from './src/domain/limits'
import { REFUSAL_PATH } from './src/domain/roles'
import { migrations } from './src/migrations'
import { contentEditor } from './src/server/content/editor'
import { asPayloadMigrations, reportFailedCommits } from './src/server/db/payloadInternals'
import { surviveLostConnections } from './src/server/db/pool'
import { nodemailerAdapter, parseFrom } from './src/server/email/adapter'
import { databasePoolMax, databaseUri, isProduction, mailFrom, objectStorage, payloadSecret, siteUrl, smtpUrl } from './src/server/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/storage-s3 is published for payload 3.90.1 only; package.json's overrides align its
// peers with our 3.90.2. Payload's development check would report that one deliberate gap as an
// error on every start: tests/unit/payloadVersions.test.ts checks the versions instead.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/** Production accepts credentialed requests only from the site's own origin (DESIGN §4). */
const allowedOrigins = isProduction() ? [siteUrl()] : []
const storage = objectStorage()

export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  serverURL: isProduction() ? siteUrl() : undefined,
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Users.slug,
    meta: {
      titleSuffix: ` · ${SITE_DEFAULTS.brandName} — administration`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    },
    // No request to Gravatar or any other third party.
    avatar: 'default',
    // Dates in French, day first (date-fns pattern; the locale follows the admin's language).
    dateFormat: "d MMMM yyyy 'à' HH:mm",
    importMap: { baseDir: dirname },
    components: {
      graphics: {
        Logo: '/src/admin/graphics/AdminLogo#AdminLogo',
        Icon: '/src/admin/graphics/AdminIcon#AdminIcon',
      },
      beforeNavLinks: ['/src/admin/nav/ClubNavLinks#ClubNavLinks'],
      views: {
        dashboard: { Component: '/src/admin/views/ReviewDashboardView#ReviewDashboardView' },
        forgot: { Component: '/src/admin/views/ForgotPasswordRedirect#ForgotPasswordRedirect' },
        abtest: {
          Component: '/src/admin/views/AbTestView#AbTestView',
          path: '/abtest',
          exact: true,
          meta: { title: ADMIN_NAV.abtest },
        },
        articles: {
          Component: '/src/admin/views/ArticlesView#ArticlesView',
          path: '/articles',
          exact: true,
          meta: { title: ADMIN_NAV.articles },
        },
        dinners: {
          Component: '/src/admin/views/DinnersView#DinnersView',
          path: '/dinners',
          exact: true,
          meta: { title: ADMIN_NAV.dinners },
        },
        dinnerBoard: {
          Component: '/src/admin/views/DinnerBoardView#DinnerBoardView',
          path: '/dinners/:id',
          exact: true,
          meta: { title: ADMIN_NAV.dinners },
        },
        forbidden: {
          Component: '/src/admin/views/ForbiddenView#ForbiddenView',
          path: REFUSAL_PATH,
          exact: true,
          meta: { title: GUARD_TEXTS.forbiddenTitle },
        },
        memberships: {
          Component: '/src/admin/views/MembershipsView#MembershipsView',
          path: '/adhesions',
          exact: true,
          meta: { title: ADMIN_NAV.memberships },
        },
        journal: {
          Component: '/src/admin/views/JournalView#JournalView',
          path: '/journal',
          exact: true,
          meta: { title: ADMIN_NAV.journal },
        },
      },
    },
  },
  // Payload's French, with the stock strings that read badly replaced (src/domain/adminTranslations.ts).
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr', translations: { fr: PAYLOAD_FRENCH } },
  collections: [Users, Articles, ContactMessages, Media, Dinners, Bookings, DinnerTables].map(withStrictSelects),
  globals: [SiteSettings, ...CONTENT_PAGE_GLOBALS, Newsletter].map(withStrictSelects),
  editor: contentEditor,
  upload: { limits: { fileSize: UPLOAD_MAX_BYTES } },
  // Resizes the media library's images into the widths pages ask for.
  sharp,
  csrf: allowedOrigins,
  cors: allowedOrigins,
  db: postgresAdapter({
    // A database that does not answer is reported (503) after 5 s rather than awaited forever.
    pool: { connectionString: databaseUri(), connectionTimeoutMillis: 5000, max: databasePoolMax() },
    // The schema only changes through committed migrations, in every environment (DESIGN §3).
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // In production Payload applies the committed migrations as it connects. `npm start` connects
    // first under the boot lock (src/server/boot/bootInstance.ts): instances starting together apply
    // them one after the other, and their servers, connecting after that, find none left to apply.
    prodMigrations: asPayloadMigrations(migrations),
  }),
  email: nodemailerAdapter({ smtpUrl: smtpUrl(), from: parseFrom(mailFrom()) }),
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disable: true },
  // With S3_BUCKET, the media library's files live in the bucket and Payload serves them from it
  // (same URLs, same access rules), so every instance has every image. The plugin is always
  // listed (disabled without a bucket) so that the admin's import map is the same either way.
  plugins: [
    s3Storage({
      enabled: Boolean(storage),
      // The plugin's columns exist either way: one schema, one set of migrations.
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: storage?.bucket ?? '',
      config: {
        endpoint: storage?.endpoint,
        region: storage?.region,
        credentials: storage?.credentials,
        forcePathStyle: Boolean(storage?.endpoint),
      },
    }),
  ],
  onInit: (payload) => {
    surviveLostConnections(payload)
    reportFailedCommits(payload)
  },
}).then(restrictInternalCollections)
