import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { inject } from 'vitest'

import { startObjectStore } from '../../support/objectStore'
import { startSmtpSink } from '../../support/smtpSink'
// Passwords at the tests' cost in this worker (the file says why).
import '../../support/passwordCost.cjs'

/** Before the config is loaded: the run's database, a secret and the in-process SMTP server. */
process.env.DATABASE_URI = inject('databaseUris')[Number(process.env.VITEST_POOL_ID ?? 1) - 1]
process.env.PAYLOAD_SECRET = 'integration-tests-secret'
// Uploaded images go to a directory of this run, not the developer's .data/media.
process.env.MEDIA_DIR ??= join(tmpdir(), `cercle-media-${process.pid}`)

/** Mails to this address are refused by the SMTP server, to test a failed delivery. */
export const REFUSED_RECIPIENT = 'refuse@team.example'

const globalState = globalThis as unknown as {
  smtp?: Awaited<ReturnType<typeof startSmtpSink>>
  objectStore?: Awaited<ReturnType<typeof startObjectStore>>
  refused?: Set<string>
  slow?: Map<string, number>
}
/**
 * Addresses the SMTP server refuses for now: a test adds one, then removes it to see a retry
 * succeed. Kept on globalThis like the server, which outlives each test file's modules.
 */
export const refusedRecipients = (globalState.refused ??= new Set<string>([REFUSED_RECIPIENT]))
/** Addresses the SMTP server is slow to accept, with the delay in ms (a slow server, for the outbox's claims). */
export const slowRecipients = (globalState.slow ??= new Map<string, number>())
globalState.smtp ??= await startSmtpSink(
  (address) => refusedRecipients.has(address),
  (address) => slowRecipients.get(address) ?? 0,
)
process.env.SMTP_URL = globalState.smtp.url

/** The media library goes to a real S3-protocol server, as on several instances (README "Deploying"). */
export const objectStore = (globalState.objectStore ??= await startObjectStore())
Object.assign(process.env, objectStore.env)
