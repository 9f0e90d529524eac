import { inject } from 'vitest'

import { startSmtpSink } from '../../support/smtpSink'

/** Before the config is loaded: the run's database, a secret and the in-process SMTP server. */
process.env.DATABASE_URI = inject('databaseUri')
process.env.PAYLOAD_SECRET = 'integration-tests-secret'

/** Mails to this address are refused by the SMTP server, to test a failed delivery. */
export const REFUSED_RECIPIENT = 'refuse@team.example'

const globalState = globalThis as unknown as { smtp?: Awaited<ReturnType<typeof startSmtpSink>> }
globalState.smtp ??= await startSmtpSink((address) => address === REFUSED_RECIPIENT)
process.env.SMTP_URL = globalState.smtp.url
