import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { SITE_DEFAULTS } from '@/domain/brand'

export { secureCookies, siteUrl } from './siteOrigin'
export { stripeSettings } from './stripeSettings'

/** Runtime configuration from the environment (README "Configuration"). */

/**
 * The machine's own state (secret, embedded database, outbox), made at run time. The build must not
 * trace it: Turbopack follows `join(process.cwd(), …)` and fails when `.data/` does not exist yet, as
 * on a fresh clone whose tests have not made it before the build reaches this file.
 */
export const DATA_DIR = join(/* turbopackIgnore: true */ process.cwd(), '.data')
export const LOCAL_DB_STATE = join(DATA_DIR, 'postgres.json')

/** Where the media library's files are written: MEDIA_DIR (a persistent volume in production), else .data/media. */
export function mediaDir(): string {
  return process.env.MEDIA_DIR ?? join(DATA_DIR, 'media')
}
export const LOCAL_DB_NAME = 'cercle'

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production'
}

export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/**
 * PAYLOAD_SECRET signs sessions. Production refuses to run without one; in development a
 * random one is generated once into .data/ so that sessions survive restarts.
 */
export function payloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  if (isProduction() && !isBuildPhase()) {
    throw new Error(
      'PAYLOAD_SECRET is not set. Production refuses to start without it: set a long random value (for example `openssl rand -hex 32`).',
    )
  }
  const file = join(DATA_DIR, 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

export const DATABASE_URI_REQUIRED =
  'DATABASE_URI is not set. Production refuses to start without it: every instance must use the same PostgreSQL server (for example postgres://cercle:password@db.internal:5432/cercle). The embedded server is for `npm run dev` and the tests only.'

/** Connections each instance may open (DATABASE_POOL_MAX, default 10): the sum over all instances stays under the server's max_connections. */
export function databasePoolMax(): number {
  const value = process.env.DATABASE_POOL_MAX ?? '10'
  const max = Number(value)
  if (!Number.isInteger(max) || max < 1)
    throw new Error(`DATABASE_POOL_MAX must be a whole number of connections, at least 1 (it is "${value}").`)
  return max
}

/** DATABASE_URI, or the embedded server started by `npm run dev` (its state is in .data/). */
export function databaseUri(): string {
  if (process.env.DATABASE_URI) return process.env.DATABASE_URI
  // Each production instance would otherwise find its own database: they must share one.
  if (isProduction() && !isBuildPhase()) throw new Error(DATABASE_URI_REQUIRED)
  if (existsSync(LOCAL_DB_STATE)) {
    const { port, password } = JSON.parse(readFileSync(LOCAL_DB_STATE, 'utf8')) as { port: number; password: string }
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${LOCAL_DB_NAME}`
  }
  throw new Error('DATABASE_URI is not set and no embedded database was started: run `npm run dev`, or set DATABASE_URI.')
}

/**
 * Where the migrations run: DATABASE_MIGRATION_URI, a role that owns the schema, when the app's own
 * (DATABASE_URI) may only read and write rows (deploy/postgres/roles.psql); else DATABASE_URI.
 */
export function migrationDatabaseUri(): string {
  return process.env.DATABASE_MIGRATION_URI || databaseUri()
}

/**
 * The S3-compatible bucket for the media library (S3, R2, Scaleway, MinIO…) when S3_BUCKET is set:
 * every instance then serves the same files. Without it, files stay in mediaDir() (development).
 */
export function objectStorage():
  { bucket: string; endpoint?: string; region: string; credentials?: { accessKeyId: string; secretAccessKey: string } } | undefined {
  const bucket = process.env.S3_BUCKET
  if (!bucket) return undefined
  const { S3_ENDPOINT: endpoint, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the provider’s own credentials.')
  }
  return {
    bucket,
    endpoint,
    region: region ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

export function smtpUrl(): string | undefined {
  return process.env.SMTP_URL || undefined
}

/** MAIL_TO_FILES=1: the operator asks for mails written to .data/outbox instead of sent (a trial without SMTP). */
export function mailToFiles(): boolean {
  return process.env.MAIL_TO_FILES === '1'
}

export const SMTP_URL_REQUIRED =
  'SMTP_URL is not set. Production refuses to start without it: every mail would be written to this machine’s disk and counted as sent, and nobody would receive it (for example smtps://user:password@smtp.example.fr:465). For a trial without mail, set MAIL_TO_FILES=1 to keep them as files in .data/outbox.'

/** Production sends real mail unless the operator asked for files (MAIL_TO_FILES=1). */
export function assertProductionMail(): void {
  if (!smtpUrl() && !mailToFiles()) throw new Error(SMTP_URL_REQUIRED)
}

export function mailFrom(): string {
  return process.env.MAIL_FROM || `${SITE_DEFAULTS.brandName} <no-reply@lecercle.example>`
}
