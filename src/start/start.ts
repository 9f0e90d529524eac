/**
 * `npm start` (production), run by Node from the build's compiled copy (dist/server/start.mjs, made
 * by `npm run build`): refuses to run without PAYLOAD_SECRET, SITE_URL, DATABASE_URI or SMTP_URL
 * (unless MAIL_TO_FILES=1), prepares the database (boot.ts: the committed migrations, the admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD when none exists), then runs the HTTP server (serve.ts) in this process,
 * which the stop signal reaches directly.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { DATABASE_URI_REQUIRED, mailToFiles, migrationDatabaseUri, SMTP_URL_REQUIRED, smtpUrl } from '@/server/env'

import { fail } from './fail'
import { limitHeapGrowth } from './heapGrowth'
import { clearNextRuntimeCaches } from './nextCaches'

/** Runs boot.ts's compiled copy, beside this one, with `env` added; resolves with its exit code. */
function boot(env: Record<string, string>): Promise<number> {
  const script = fileURLToPath(new URL('./boot.mjs', import.meta.url))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('close', (code) => resolve(code ?? 1))
  })
}

async function main() {
  Object.assign(process.env, { NODE_ENV: 'production' })
  limitHeapGrowth()
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
  const code = await boot({ DATABASE_URI: migrationDatabaseUri() })
  if (code !== 0) fail(`the database could not be prepared (the migrations and first accounts exited with ${code})`)
  clearNextRuntimeCaches()
  // Loaded now that NODE_ENV says production: Next and React choose their production builds as they load.
  const { serve } = await import('./serve')
  await serve(Number(process.env.PORT ?? 3000))
}

main().catch(fail)
