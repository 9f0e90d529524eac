/**
 * npm start (production): refuses to run without PAYLOAD_SECRET, SITE_URL, DATABASE_URI or SMTP_URL (unless
 * MAIL_TO_FILES=1), applies the committed
 * migrations, creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD when none exists, then runs the
 * production server (scripts/serve.ts).
 */
import { spawn } from 'node:child_process'

import { DATABASE_URI_REQUIRED, databaseUri, mailToFiles, migrationDatabaseUri, SMTP_URL_REQUIRED, smtpUrl } from '../src/server/env'
import { clearNextRuntimeCaches } from './nextCaches'
import { fail } from './lib'
import { prepareDatabase } from './prepare'

async function main() {
  Object.assign(process.env, { NODE_ENV: 'production' })
  if (!process.env.PAYLOAD_SECRET) {
    fail('PAYLOAD_SECRET is not set. Production refuses to start without it (for example: export PAYLOAD_SECRET=$(openssl rand -hex 32)).')
  }
  if (!process.env.SITE_URL) {
    fail(
      'SITE_URL is not set. Production needs the public origin of the site (for example https://www.example.fr) for CSRF, CORS and Secure cookies.',
    )
  }
  if (!process.env.DATABASE_URI) fail(DATABASE_URI_REQUIRED)
  if (!smtpUrl() && !mailToFiles()) fail(SMTP_URL_REQUIRED)
  // The migrations run as the role that owns the schema when one is given; the server connects as the app's.
  await prepareDatabase({ seed: false, env: { DATABASE_URI: migrationDatabaseUri() } })
  const uri = databaseUri()
  clearNextRuntimeCaches()
  const port = process.env.PORT ?? '3000'
  // A fresh process: this one has loaded (and closed) Payload to migrate. Node with tsx's loader,
  // not the tsx command: on a stop signal, that command kills its child outright when the child has
  // not acknowledged the signal within 60 ms, as a busy server may not, and its shutdown is lost.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', port], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URI: uri },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
  server.on('close', (code) => process.exit(code ?? 0))
}

main().catch(fail)
